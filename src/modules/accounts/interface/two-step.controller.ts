import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { Access, CurrentUser, Data, OpenDuringTwoStepSetup } from '../../../shared/interface/auth/access.decorator.js';
import { CompleteTotpLoginCommand } from '../application/commands/complete-totp-login.command.js';
import { ConfirmTotpCommand, type TotpConfirmed } from '../application/commands/confirm-totp.command.js';
import { DisableTotpCommand } from '../application/commands/disable-totp.command.js';
import { ResetTotpCommand } from '../application/commands/reset-totp.command.js';
import { StartTotpSetupCommand, type TotpSetup } from '../application/commands/start-totp-setup.command.js';
import { GetTotpStatusQuery, type TotpStatus } from '../application/queries/get-totp-status.query.js';
import type { SessionUser } from '../application/session-user.js';
import { TotpConfirmDto, TotpDisableDto, TotpLoginDto, TotpResetDto, TotpSetupDto } from './two-step.dto.js';

/** Two-step sign-in (TOTP) for staff: enrol, confirm, turn off, the owner's reset, and the log-in's second step (docs/api.md §3). */
@ApiTags('users')
@Controller('v1/user')
export class TwoStepController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('login/totp')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The log-in's second step: the challenge and a code (or a recovery code); answers the user with its authToken",
    description:
      '400 `TOTP_CODE_INVALID` / `TOTP_CODE_USED` (field `code`); 401 `TWO_STEP_CHALLENGE_INVALID` after 5 minutes or 5 wrong codes (log in again). ' +
      "Wrong codes also count per account across challenges: the 5th in a day locks the account's second step for 15 minutes (each one after a lockout twice as long, up to 4 hours), " +
      "429 `SECOND_STEP_LOCKED` with Retry-After, and the account's email is told once per lockout. The right password does not clear the count; a right code does.",
  })
  @ApiBody({ type: TotpLoginDto })
  completeLogin(@Data() form: TotpLoginDto, @Req() request: { ip?: string }): Promise<SessionUser> {
    return this.commandBus.execute(new CompleteTotpLoginCommand(form.challenge, form.code, request.ip ?? 'unknown'));
  }

  @Get('totp')
  @Access(UserType.Host)
  @OpenDuringTwoStepSetup()
  @ApiOperation({
    summary: "The caller's two-step sign-in: { available, enabled, required, recoveryCodesLeft } (never the secret)",
  })
  status(@CurrentUser() user: AuthenticatedUser): Promise<TotpStatus> {
    return this.queryBus.execute(new GetTotpStatusQuery(user));
  }

  @Post('totp/setup')
  @HttpCode(200)
  @Access(UserType.Host)
  @OpenDuringTwoStepSetup()
  @ApiOperation({
    summary:
      'Start (or restart) enrolling an authenticator app, with the current password: { message, secret, otpauthUrl }',
    description:
      'The secret is answered here only; it is stored sealed and unconfirmed until POST /v1/user/totp/confirm. 400 `TWO_STEP_WRONG_PASSWORD` (field `password`); 409 `TWO_STEP_ALREADY_ON`; ' +
      '429 `TOO_MANY_PASSWORD_ATTEMPTS` (limited like a log-in; the wrong password that brings a block also ends this session).',
  })
  @ApiBody({ type: TotpSetupDto })
  setup(@CurrentUser() user: AuthenticatedUser, @Data() form: TotpSetupDto): Promise<TotpSetup> {
    return this.commandBus.execute(new StartTotpSetupCommand(user, form.password));
  }

  @Post('totp/confirm')
  @HttpCode(200)
  @Access(UserType.Host)
  @OpenDuringTwoStepSetup()
  @ApiOperation({
    summary:
      "Turn two-step sign-in on with a code from the app: { message, recoveryCodes } (ten, shown once); the account's email is told",
    description: '400 `TOTP_CODE_INVALID` / `TOTP_CODE_USED`; 409 `TWO_STEP_NOT_STARTED`, `TWO_STEP_ALREADY_ON`.',
  })
  @ApiBody({ type: TotpConfirmDto })
  confirm(@CurrentUser() user: AuthenticatedUser, @Data() form: TotpConfirmDto): Promise<TotpConfirmed> {
    return this.commandBus.execute(new ConfirmTotpCommand(user, form.code));
  }

  @Post('totp/disable')
  @HttpCode(200)
  @Access(UserType.None)
  @ApiOperation({
    summary: "Turn the caller's two-step sign-in off, with the password or a code (from the app or a recovery code)",
    description:
      '400 `TWO_STEP_PROOF_REQUIRED`, `TWO_STEP_WRONG_PASSWORD`, `TOTP_CODE_INVALID`, `TOTP_CODE_USED`; 409 `TWO_STEP_NOT_ON`; ' +
      "429 `TOO_MANY_PASSWORD_ATTEMPTS` (wrong passwords are limited like a log-in; the one that brings a block also ends this session) or `SECOND_STEP_LOCKED` (wrong codes, as at the log-in's second step).",
  })
  @ApiBody({ type: TotpDisableDto })
  disable(@CurrentUser() user: AuthenticatedUser, @Data() form: TotpDisableDto): Promise<{ message: string }> {
    return this.commandBus.execute(new DisableTotpCommand(user, { password: form.password, code: form.code }));
  }

  @Post('totp/reset')
  @HttpCode(200)
  @Access(UserType.Owner)
  @ApiOperation({
    summary: 'Owner: turn two-step sign-in off for a player who lost their device',
    description: '404 `PLAYER_NOT_FOUND`; 409 `TWO_STEP_NOT_ON`.',
  })
  @ApiBody({ type: TotpResetDto })
  reset(@Data() form: TotpResetDto, @CurrentUser() user: AuthenticatedUser): Promise<{ message: string }> {
    return this.commandBus.execute(new ResetTotpCommand(form.playerID, user));
  }
}
