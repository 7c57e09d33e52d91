import { PlayerEntity } from './player.entity.js';
import { CardRequestEntity } from './card-request.entity.js';
import { CardRequestMailEntity } from './card-request-mail.entity.js';
import { PlayerMergeEntity } from './player-merge.entity.js';

/** The players module's tables, as the ORM maps them; src/entities.ts composes every module's list. */
export const PLAYERS_ENTITIES = [PlayerEntity, CardRequestEntity, CardRequestMailEntity, PlayerMergeEntity];
