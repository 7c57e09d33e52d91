import { Global, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { Redis } from 'ioredis';
import { Settings } from '../../config/settings.js';
import { SessionAuthenticator } from '../../shared/application/auth/authenticated-user.js';
import { declarePlayerReferences } from '../../shared/application/player-merge.js';
import { AccountSafeguards } from '../players/application/ports/account-safeguards.js';
import { PlayersModule } from '../players/players.module.js';
import { AcceptHostAgreementHandler } from './application/commands/accept-host-agreement.handler.js';
import { CompleteTotpLoginHandler } from './application/commands/complete-totp-login.handler.js';
import { ConfirmTotpHandler } from './application/commands/confirm-totp.handler.js';
import { CreateOwnerHandler } from './application/commands/create-owner.handler.js';
import { DisableTotpHandler } from './application/commands/disable-totp.handler.js';
import { LogInHandler } from './application/commands/log-in.handler.js';
import { LogOutEverywhereHandler } from './application/commands/log-out-everywhere.handler.js';
import { LogOutHandler } from './application/commands/log-out.handler.js';
import { RequestPasswordResetHandler } from './application/commands/request-password-reset.handler.js';
import { ResetTotpHandler } from './application/commands/reset-totp.handler.js';
import { SetPasswordHandler } from './application/commands/set-password.handler.js';
import { StartTotpSetupHandler } from './application/commands/start-totp-setup.handler.js';
import { CurrentPasswordCheck } from './application/current-password-check.js';
import { CommonPasswords } from './application/ports/common-passwords.js';
import { LoginThrottle } from './application/ports/login-throttle.js';
import { PasswordResetStore } from './application/ports/password-reset.store.js';
import { ResetThrottle } from './application/ports/reset-throttle.js';
import { CurrentPasswordThrottle, SecondStepThrottle } from './application/ports/second-step-throttle.js';
import { SessionStore } from './application/ports/session.store.js';
import { SecretCipher, TotpAlgorithm } from './application/ports/totp-algorithm.js';
import { LoginChallengeStore, TwoStepStore } from './application/ports/two-step.store.js';
import { GetSessionUserHandler } from './application/queries/get-session-user.handler.js';
import { GetTotpStatusHandler } from './application/queries/get-totp-status.handler.js';
import { SecondFactor } from './application/second-factor.js';
import { SessionAccountSafeguards } from './application/session-account-safeguards.js';
import { SessionLifetime } from './application/session-lifetime.js';
import { SessionTokenAuthenticator } from './application/session-token.authenticator.js';
import { TwoStepPolicy } from './application/two-step-policy.js';
import { ACCOUNTS_PLAYER_REFERENCES } from './accounts.tables.js';
import { AesGcmSecretCipher } from './infrastructure/aes-gcm.secret-cipher.js';
import { MikroOrmPasswordResetStore } from './infrastructure/mikro-orm-password-reset.store.js';
import { MikroOrmSessionStore } from './infrastructure/mikro-orm-session.store.js';
import { MikroOrmLoginChallengeStore, MikroOrmTwoStepStore } from './infrastructure/mikro-orm-two-step.store.js';
import { OtpauthTotpAlgorithm } from './infrastructure/otpauth.totp-algorithm.js';
import { PassportLocalStrategy } from './infrastructure/passport-local.strategy.js';
import { RedisLoginThrottle } from './infrastructure/redis-login.throttle.js';
import { RedisResetThrottle } from './infrastructure/redis-reset.throttle.js';
import { RedisCurrentPasswordThrottle, RedisSecondStepThrottle } from './infrastructure/redis-second-step.throttle.js';
import { ZxcvbnCommonPasswords } from './infrastructure/zxcvbn.common-passwords.js';
import { TwoStepController } from './interface/two-step.controller.js';
import { UsersController } from './interface/users.controller.js';

/**
 * Accounts (issue 36): log-in, sessions, log-in and reset throttles, password reset, the second
 * factor (TOTP), host mode and the owner's account, on the players module's account port
 * (accounts -> players, never the reverse). Global for one port only: AccountSafeguards, which
 * players' save asks without importing this module.
 */
@Global()
@Module({
  imports: [PassportModule, PlayersModule],
  controllers: [UsersController, TwoStepController],
  providers: [
    declarePlayerReferences(ACCOUNTS_PLAYER_REFERENCES),
    { provide: SessionStore, useClass: MikroOrmSessionStore },
    { provide: PasswordResetStore, useClass: MikroOrmPasswordResetStore },
    {
      provide: LoginThrottle,
      inject: [Redis, Settings],
      useFactory: (redis: Redis, settings: Settings) => new RedisLoginThrottle(redis, settings.queuePrefix),
    },
    {
      provide: ResetThrottle,
      inject: [Redis, Settings],
      useFactory: (redis: Redis, settings: Settings) => new RedisResetThrottle(redis, settings.queuePrefix),
    },
    // Issue 32: wrong codes per account across challenges, wrong current passwords from a session.
    {
      provide: SecondStepThrottle,
      inject: [Redis, Settings],
      useFactory: (redis: Redis, settings: Settings) => new RedisSecondStepThrottle(redis, settings.queuePrefix),
    },
    {
      provide: CurrentPasswordThrottle,
      inject: [Redis, Settings],
      useFactory: (redis: Redis, settings: Settings) => new RedisCurrentPasswordThrottle(redis, settings.queuePrefix),
    },
    CurrentPasswordCheck,
    { provide: AccountSafeguards, useClass: SessionAccountSafeguards },
    { provide: SessionAuthenticator, useClass: SessionTokenAuthenticator },
    {
      provide: SessionLifetime,
      inject: [Settings],
      useFactory: (settings: Settings) => new SessionLifetime(settings.sessionMaxDays),
    },
    { provide: CommonPasswords, useClass: ZxcvbnCommonPasswords },
    PassportLocalStrategy,
    LogInHandler,
    LogOutHandler,
    LogOutEverywhereHandler,
    AcceptHostAgreementHandler,
    RequestPasswordResetHandler,
    SetPasswordHandler,
    CreateOwnerHandler,
    GetSessionUserHandler,
    // Two-step sign-in (TOTP) for staff (issue 18)
    { provide: TwoStepStore, useClass: MikroOrmTwoStepStore },
    { provide: LoginChallengeStore, useClass: MikroOrmLoginChallengeStore },
    { provide: TotpAlgorithm, useClass: OtpauthTotpAlgorithm },
    {
      provide: SecretCipher,
      inject: [Settings],
      useFactory: (settings: Settings) => new AesGcmSecretCipher(settings.totpKey),
    },
    {
      provide: TwoStepPolicy,
      inject: [Settings],
      useFactory: (settings: Settings) => new TwoStepPolicy(settings.requireTotpFrom, settings.siteName),
    },
    SecondFactor,
    StartTotpSetupHandler,
    ConfirmTotpHandler,
    DisableTotpHandler,
    ResetTotpHandler,
    CompleteTotpLoginHandler,
    GetTotpStatusHandler,
  ],
  exports: [SessionAuthenticator, AccountSafeguards],
})
export class AccountsModule {}
