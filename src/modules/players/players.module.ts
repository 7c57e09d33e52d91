import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { Redis } from 'ioredis';
import { Settings } from '../../config/settings.js';
import { SessionAuthenticator } from '../../shared/application/auth/authenticated-user.js';
import { AcceptHostAgreementHandler } from './application/commands/accept-host-agreement.handler.js';
import { CreateOwnerHandler } from './application/commands/create-owner.handler.js';
import { RequestCardHandler } from './application/commands/request-card.handler.js';
import { CardRequestStore } from './application/ports/card-request.store.js';
import { MikroOrmCardRequestStore } from './infrastructure/mikro-orm-card-request.store.js';
import { LogInHandler } from './application/commands/log-in.handler.js';
import { LogOutHandler } from './application/commands/log-out.handler.js';
import { LogOutEverywhereHandler } from './application/commands/log-out-everywhere.handler.js';
import { RequestPasswordResetHandler } from './application/commands/request-password-reset.handler.js';
import { UnsubscribeHandler } from './application/commands/unsubscribe.handler.js';
import { MailPreferenceStore } from './application/ports/mail-preference.store.js';
import { UnsubscribeTokens } from './application/unsubscribe-tokens.js';
import { MikroOrmMailPreferenceStore } from './infrastructure/mikro-orm-mail-preference.store.js';
import { SetPasswordHandler } from './application/commands/set-password.handler.js';
import { AccountRepository } from './application/ports/account.repository.js';
import { LoginThrottle } from './application/ports/login-throttle.js';
import { PasswordHasher } from './application/ports/password-hasher.js';
import { PasswordResetStore } from './application/ports/password-reset.store.js';
import { SessionStore } from './application/ports/session.store.js';
import { GetPlayerLevelHandler } from './application/queries/get-player-level.handler.js';
import { GetSessionUserHandler } from './application/queries/get-session-user.handler.js';
import { ListHostsHandler } from './application/queries/list-hosts.handler.js';
import { SearchPlayersHandler } from './application/queries/search-players.handler.js';
import { DeletePlayerHandler } from './application/commands/delete-player.handler.js';
import { SavePlayerHandler } from './application/commands/save-player.handler.js';
import { PlayerRepository } from './application/ports/player.repository.js';
import { GetPlayerHandler } from './application/queries/get-player.handler.js';
import { MikroOrmPlayerRepository } from './infrastructure/mikro-orm-player.repository.js';
import { SessionTokenAuthenticator } from './application/session-token.authenticator.js';
import { SessionLifetime } from './application/session-lifetime.js';
import { CommonPasswords } from './application/ports/common-passwords.js';
import { ZxcvbnCommonPasswords } from './infrastructure/zxcvbn.common-passwords.js';
import { Argon2PasswordHasher } from './infrastructure/argon2.password-hasher.js';
import { MikroOrmAccountRepository } from './infrastructure/mikro-orm-account.repository.js';
import { MikroOrmPasswordResetStore } from './infrastructure/mikro-orm-password-reset.store.js';
import { MikroOrmSessionStore } from './infrastructure/mikro-orm-session.store.js';
import { PassportLocalStrategy } from './infrastructure/passport-local.strategy.js';
import { RedisLoginThrottle } from './infrastructure/redis-login.throttle.js';
import { ResetThrottle } from './application/ports/reset-throttle.js';
import { RedisResetThrottle } from './infrastructure/redis-reset.throttle.js';
import { PlayersController } from './interface/players.controller.js';
import { PlayerImagesController } from './interface/player-images.controller.js';
import { RemoveProfileImageHandler } from './application/commands/remove-profile-image.handler.js';
import { SetProfileImageHandler } from './application/commands/set-profile-image.handler.js';
import { ProfileImageRepository } from './application/ports/profile-image.repository.js';
import { MikroOrmProfileImageRepository } from './infrastructure/mikro-orm-profile-image.repository.js';
import { UsersController } from './interface/users.controller.js';
import { declarePlayerReferences } from '../../shared/application/player-merge.js';
import { MergePlayersHandler } from './application/commands/merge-players.handler.js';
import { PLAYERS_PLAYER_REFERENCES } from './players.tables.js';
import { PlayerMergeReads, PlayerMergeStore } from './application/ports/player-merge.store.js';
import { ListPlayerMergesHandler } from './application/queries/list-player-merges.handler.js';
import { MikroOrmPlayerMergeReads, MikroOrmPlayerMergeStore } from './infrastructure/mikro-orm-player-merge.store.js';
import { PlayerMergeController } from './interface/player-merge.controller.js';
import { CompleteTotpLoginHandler } from './application/commands/complete-totp-login.handler.js';
import { ConfirmTotpHandler } from './application/commands/confirm-totp.handler.js';
import { DisableTotpHandler } from './application/commands/disable-totp.handler.js';
import { ResetTotpHandler } from './application/commands/reset-totp.handler.js';
import { StartTotpSetupHandler } from './application/commands/start-totp-setup.handler.js';
import { SecretCipher, TotpAlgorithm } from './application/ports/totp-algorithm.js';
import { LoginChallengeStore, TwoStepStore } from './application/ports/two-step.store.js';
import { GetTotpStatusHandler } from './application/queries/get-totp-status.handler.js';
import { SecondFactor } from './application/second-factor.js';
import { TwoStepPolicy } from './application/two-step-policy.js';
import { AesGcmSecretCipher } from './infrastructure/aes-gcm.secret-cipher.js';
import { MikroOrmLoginChallengeStore, MikroOrmTwoStepStore } from './infrastructure/mikro-orm-two-step.store.js';
import { OtpauthTotpAlgorithm } from './infrastructure/otpauth.totp-algorithm.js';
import { TwoStepController } from './interface/two-step.controller.js';
import { CurrentPasswordCheck } from './application/current-password-check.js';
import { CurrentPasswordThrottle, SecondStepThrottle } from './application/ports/second-step-throttle.js';
import { RedisCurrentPasswordThrottle, RedisSecondStepThrottle } from './infrastructure/redis-second-step.throttle.js';

/** Players and their accounts: log-in, sessions, passwords, host mode. */
@Module({
  imports: [PassportModule],
  controllers: [UsersController, PlayersController, PlayerImagesController, PlayerMergeController, TwoStepController],
  providers: [
    declarePlayerReferences(PLAYERS_PLAYER_REFERENCES),
    { provide: AccountRepository, useClass: MikroOrmAccountRepository },
    { provide: SessionStore, useClass: MikroOrmSessionStore },
    { provide: PasswordResetStore, useClass: MikroOrmPasswordResetStore },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
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
    { provide: SessionAuthenticator, useClass: SessionTokenAuthenticator },
    {
      provide: SessionLifetime,
      inject: [Settings],
      useFactory: (settings: Settings) => new SessionLifetime(settings.sessionMaxDays),
    },
    { provide: CommonPasswords, useClass: ZxcvbnCommonPasswords },
    { provide: MailPreferenceStore, useClass: MikroOrmMailPreferenceStore },
    {
      provide: UnsubscribeTokens,
      inject: [Settings],
      useFactory: (settings: Settings) =>
        new UnsubscribeTokens(settings.mailLinkSecret, settings.mailLinkSecretPrevious),
    },
    { provide: CardRequestStore, useClass: MikroOrmCardRequestStore },
    RequestCardHandler,
    UnsubscribeHandler,
    PassportLocalStrategy,
    LogInHandler,
    LogOutHandler,
    LogOutEverywhereHandler,
    AcceptHostAgreementHandler,
    RequestPasswordResetHandler,
    SetPasswordHandler,
    CreateOwnerHandler,
    GetSessionUserHandler,
    GetPlayerLevelHandler,
    ListHostsHandler,
    SearchPlayersHandler,
    // Merging duplicate players (issue 11)
    { provide: PlayerMergeStore, useClass: MikroOrmPlayerMergeStore },
    { provide: PlayerMergeReads, useClass: MikroOrmPlayerMergeReads },
    MergePlayersHandler,
    ListPlayerMergesHandler,
    // Player records (issue 11)
    { provide: PlayerRepository, useClass: MikroOrmPlayerRepository },
    SavePlayerHandler,
    DeletePlayerHandler,
    GetPlayerHandler,
    // Profile images (issue 11 uploads)
    { provide: ProfileImageRepository, useClass: MikroOrmProfileImageRepository },
    SetProfileImageHandler,
    RemoveProfileImageHandler,
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
  exports: [SessionAuthenticator, PasswordHasher, AccountRepository, PlayerRepository],
})
export class PlayersModule {}
