import { DepositEntity } from './deposit.entity.js';
import { DepositGameEntity } from './deposit-game.entity.js';

/** The deposits module's tables, as the ORM maps them; src/entities.ts composes every module's list. */
export const DEPOSITS_ENTITIES = [DepositEntity, DepositGameEntity];
