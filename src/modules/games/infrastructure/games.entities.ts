import { GameClockEntity } from './game-clock.entity.js';
import { GameHistoryEntity } from './game-history.entity.js';
import { GameOccurrenceEntity } from './game-occurrence.entity.js';
import { GameEntity } from './game.entity.js';

/** The games module's tables, as the ORM maps them; src/entities.ts composes every module's list. */
export const GAMES_ENTITIES = [GameEntity, GameOccurrenceEntity, GameHistoryEntity, GameClockEntity];
