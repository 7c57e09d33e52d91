import { Module } from '@nestjs/common';
import { Settings } from '../../config/settings.js';
import { RequestCardHandler } from './application/commands/request-card.handler.js';
import { CardRequestStore } from './application/ports/card-request.store.js';
import { MikroOrmCardRequestStore } from './infrastructure/mikro-orm-card-request.store.js';
import { UnsubscribeHandler } from './application/commands/unsubscribe.handler.js';
import { MailPreferenceStore } from './application/ports/mail-preference.store.js';
import { UnsubscribeTokens } from './application/unsubscribe-tokens.js';
import { MikroOrmMailPreferenceStore } from './infrastructure/mikro-orm-mail-preference.store.js';
import { AccountRepository } from './application/ports/account.repository.js';
import { PasswordHasher } from './application/ports/password-hasher.js';
import { GetPlayerLevelHandler } from './application/queries/get-player-level.handler.js';
import { ListHostsHandler } from './application/queries/list-hosts.handler.js';
import { SearchPlayersHandler } from './application/queries/search-players.handler.js';
import { DeletePlayerHandler } from './application/commands/delete-player.handler.js';
import { SavePlayerHandler } from './application/commands/save-player.handler.js';
import { PlayerRepository } from './application/ports/player.repository.js';
import { GetPlayerHandler } from './application/queries/get-player.handler.js';
import { MikroOrmPlayerRepository } from './infrastructure/mikro-orm-player.repository.js';
import { Argon2PasswordHasher, argon2CostFor } from './infrastructure/argon2.password-hasher.js';
import { MikroOrmAccountRepository } from './infrastructure/mikro-orm-account.repository.js';
import { PlayersController } from './interface/players.controller.js';
import { PlayerImagesController } from './interface/player-images.controller.js';
import { RemoveProfileImageHandler } from './application/commands/remove-profile-image.handler.js';
import { SetProfileImageHandler } from './application/commands/set-profile-image.handler.js';
import { ProfileImageRepository } from './application/ports/profile-image.repository.js';
import { MikroOrmProfileImageRepository } from './infrastructure/mikro-orm-profile-image.repository.js';
import { declarePlayerReferences } from '../../shared/application/player-merge.js';
import { MergePlayersHandler } from './application/commands/merge-players.handler.js';
import { PLAYERS_PLAYER_REFERENCES } from './players.tables.js';
import { PlayerMergeReads, PlayerMergeStore } from './application/ports/player-merge.store.js';
import { ListPlayerMergesHandler } from './application/queries/list-player-merges.handler.js';
import { MikroOrmPlayerMergeReads, MikroOrmPlayerMergeStore } from './infrastructure/mikro-orm-player-merge.store.js';
import { PlayerMergeController } from './interface/player-merge.controller.js';

/**
 * Player records, cards, profile images and merges (the accounts module builds log-in, sessions,
 * throttles, resets and the second factor on the account port exported here). A player's save
 * asks the AccountSafeguards port, which the accounts module provides (issue 36).
 */
@Module({
  controllers: [PlayersController, PlayerImagesController, PlayerMergeController],
  providers: [
    declarePlayerReferences(PLAYERS_PLAYER_REFERENCES),
    { provide: AccountRepository, useClass: MikroOrmAccountRepository },
    {
      provide: PasswordHasher,
      inject: [Settings],
      useFactory: (settings: Settings) => new Argon2PasswordHasher(argon2CostFor(settings.mode)),
    },
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
  ],
  exports: [PasswordHasher, AccountRepository, PlayerRepository],
})
export class PlayersModule {}
