import { Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { Access, CurrentUser, Data, OpenDuringTwoStepSetup } from '../../../shared/interface/auth/access.decorator.js';
import { AcceptHostAgreementCommand } from '../application/commands/accept-host-agreement.command.js';
import { RequestCardCommand } from '../../players/application/commands/request-card.command.js';
import { LogOutCommand } from '../application/commands/log-out.command.js';
import { LogOutEverywhereCommand } from '../application/commands/log-out-everywhere.command.js';
import { RequestPasswordResetCommand } from '../application/commands/request-password-reset.command.js';
import { SetPasswordCommand } from '../application/commands/set-password.command.js';
import { GetSessionUserQuery } from '../application/queries/get-session-user.query.js';
import type { TwoStepChallenge } from '../application/second-factor.js';
import type { SessionUser } from '../application/session-user.js';
import { LocalLoginGuard } from './local-login.guard.js';
import { AgreementDto, CardRequestDto, LoginDto, ResetPasswordDto, SetPasswordDto } from './users.dto.js';

@ApiTags('users')
@Controller('v1/user')
export class UsersController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(LocalLoginGuard)
  @ApiOperation({
    summary: 'Log in; answers the user with its authToken, or { totpRequired, challenge } when two-step sign-in is on',
    description:
      'Body `{ userName, password }` or `{ data: { userName, password } }`. 401 "Invalid credentials"; 429 with Retry-After when throttled (per address and per account+address, growing delays). With two-step sign-in on, the challenge and a code go to POST /v1/user/login/totp.',
  })
  @ApiBody({ type: LoginDto })
  logIn(@Req() request: { user: SessionUser | TwoStepChallenge }): SessionUser | TwoStepChallenge {
    return request.user;
  }

  @Post('logout')
  @HttpCode(200)
  @Access(UserType.None)
  @ApiOperation({ summary: 'End this session; its token stops working' })
  async logOut(@CurrentUser() user: AuthenticatedUser): Promise<{ message: string }> {
    await this.commandBus.execute(new LogOutCommand(user.sessionID));
    return { message: 'Logged out' };
  }

  @Post('logout-all')
  @HttpCode(200)
  @Access(UserType.None)
  @ApiOperation({
    summary:
      'Log out everywhere: every session of the caller ends, this one too; answers { message, sessions } (how many ended)',
  })
  async logOutEverywhere(@CurrentUser() user: AuthenticatedUser): Promise<{ message: string; sessions: number }> {
    const sessions = await this.commandBus.execute(new LogOutEverywhereCommand(user.playerID));
    return { message: 'Logged out everywhere', sessions };
  }

  @Get('me')
  @Access(UserType.None)
  // The real level and totpSetupRequired: the site sends a user who must enrol to their profile.
  @OpenDuringTwoStepSetup()
  @ApiOperation({ summary: 'The logged-in user (without a new token)' })
  me(@CurrentUser() user: AuthenticatedUser): Promise<SessionUser> {
    return this.queryBus.execute(new GetSessionUserQuery(user));
  }

  @Post('agreement')
  @HttpCode(200)
  @Access(UserType.Host)
  @ApiOperation({ summary: 'Accept the host agreement: host mode on for this session (hosts and up)' })
  @ApiBody({ type: AgreementDto })
  acceptAgreement(@CurrentUser() user: AuthenticatedUser, @Data() _agreement: AgreementDto): Promise<SessionUser> {
    return this.commandBus.execute(new AcceptHostAgreementCommand(user));
  }

  @Post('resetpw')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Email a one-hour password reset link',
    description:
      'Always answers "Check your email for a password reset link." (no account enumeration). A new link ends the older ones. 429 over 10 requests an hour from one address; past 3 links an hour for one account, nothing is sent (same answer).',
  })
  @ApiBody({ type: ResetPasswordDto })
  async resetPassword(@Data() form: ResetPasswordDto, @Req() request: { ip?: string }): Promise<{ message: string }> {
    return {
      message: await this.commandBus.execute(
        new RequestPasswordResetCommand(form.email, form.firstName, form.lastName, request.ip ?? 'unknown'),
      ),
    };
  }

  @Post('setpw')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set userName and password with a reset link; ends every session and every other link of the player',
    description:
      'The link is checked before the password is hashed. 429 over 10 calls an hour from one address, or over 5 calls with a good link an hour for one player.',
  })
  @ApiBody({ type: SetPasswordDto })
  async setPassword(@Data() form: SetPasswordDto, @Req() request: { ip?: string }): Promise<{ message: string }> {
    return {
      message: await this.commandBus.execute(
        new SetPasswordCommand(
          form.playerID,
          form.userName,
          form.token,
          form.password,
          form.confirmPassword,
          request.ip ?? 'unknown',
        ),
      ),
    };
  }

  @Post('request')
  @HttpCode(200)
  @Access(UserType.Player, { ownOnly: true })
  @ApiOperation({
    summary: 'Request a printed player card: { message: "Request submitted", requestID }',
    description:
      'Body `{ type: "playerCard", playerNumber, instructions }` (instructions at most 128). Stored, then the league\'s managers and up are mailed by the worker. ' +
      'A player asks for their own number only (403), assistants and up for anyone\'s; 400 "Missing player number" / "Missing delivery instructions"; 404 unknown number; 429 over 5 requests a day per account.',
  })
  @ApiBody({ type: CardRequestDto })
  requestCard(
    @CurrentUser() user: AuthenticatedUser,
    @Data() form: CardRequestDto,
  ): Promise<{ message: string; requestID: number }> {
    return this.commandBus.execute(new RequestCardCommand(user, form));
  }
}
