import { CardRequestEntity } from '../../../modules/players/infrastructure/card-request.entity.js';
import { PasswordResetEntity } from '../../../modules/players/infrastructure/password-reset.entity.js';
import { PlayerEntity } from '../../../modules/players/infrastructure/player.entity.js';
import { SessionEntity } from '../../../modules/players/infrastructure/session.entity.js';
import { DepositEntity } from '../../../modules/deposits/infrastructure/deposit.entity.js';
import { GameEntity } from '../../../modules/games/infrastructure/game.entity.js';
import { PointEntity } from '../../../modules/points/infrastructure/point.entity.js';
import { PostEntity } from '../../../modules/posts/infrastructure/post.entity.js';
import { EventEntity } from '../../../modules/venues/infrastructure/event.entity.js';
import { VenueEntity } from '../../../modules/venues/infrastructure/venue.entity.js';
import { OutboxMessageEntity } from '../outbox/outbox-message.entity.js';

/** The whole data model, listed once so the app, the worker, migrations and tests agree. */
export const ALL_ENTITIES = [
  PlayerEntity,
  SessionEntity,
  PasswordResetEntity,
  CardRequestEntity,
  VenueEntity,
  EventEntity,
  GameEntity,
  PointEntity,
  DepositEntity,
  PostEntity,
  OutboxMessageEntity,
];
