import { InviteAwardEntity } from './invite-award.entity.js';
import { InviteMailEntity, StandingsMailEntity } from './sent-mail.entity.js';

/** The bonuses module's tables, as the ORM maps them; src/entities.ts composes every module's list. */
export const BONUSES_ENTITIES = [InviteAwardEntity, InviteMailEntity, StandingsMailEntity];
