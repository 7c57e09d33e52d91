import { Command } from '@nestjs/cqrs';

export const PASSWORD_UPDATED_MESSAGE = 'Password updated';

export class SetPasswordCommand extends Command<string> {
  constructor(
    readonly playerID: number,
    readonly userName: string | null,
    readonly token: string,
    readonly password: string,
    readonly confirmPassword: string,
    /** The caller's network address, for the limits. */
    readonly address: string,
  ) {
    super();
  }
}
