import { Field } from '../../../shared/interface/validation/field.decorator.js';
import { PASSWORD_MAX, PASSWORD_MIN, USER_NAME_MAX } from '../domain/credentials.js';

export class LoginDto {
  @Field({ label: 'User Name', kind: 'string', required: true, max: USER_NAME_MAX, example: 'player' })
  userName!: string;

  @Field({ label: 'Password', kind: 'string', required: true, max: PASSWORD_MAX, example: 'demo-league' })
  password!: string;
}

export class ResetPasswordDto {
  @Field({ label: 'Email', kind: 'email', max: 64 })
  email!: string | null;

  @Field({ label: 'First Name', kind: 'string', max: 32 })
  firstName!: string | null;

  @Field({ label: 'Last Name', kind: 'string', max: 32 })
  lastName!: string | null;
}

export class SetPasswordDto {
  @Field({ label: 'Player ID', kind: 'integer', required: true, min: 1 })
  playerID!: number;

  /** Checked by the use case: blank or '@' answers "Username is not valid". */
  @Field({ label: 'User Name', kind: 'string', max: USER_NAME_MAX })
  userName!: string | null;

  @Field({ label: 'Token', kind: 'string', required: true, max: 128 })
  token!: string;

  @Field({ label: 'Password', kind: 'string', required: true, min: PASSWORD_MIN, max: PASSWORD_MAX })
  password!: string;

  @Field({ label: 'Confirm Password', kind: 'string', required: true, max: PASSWORD_MAX })
  confirmPassword!: string;
}

export class AgreementDto {
  @Field({ label: 'Terms and Conditions', kind: 'boolean', required: true, oneOf: [true as unknown as number], description: 'Must be true: the host agreement is accepted' })
  accepted!: boolean;
}
