import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';

/**
 * The Vegas Invites read model: one row per award of an invite year (vegas-invites.ts),
 * recomputed whole from the point records (delete-then-insert), never incremented.
 */
@Entity({ tableName: 'invite_awards' })
@Index({ properties: ['inviteYear', 'playerID'] })
@Index({ properties: ['awardAt'] })
export class InviteAwardEntity {
  [OptionalProps]?: 'awardID' | 'venueID' | 'gameID';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  awardID!: number;

  @Property({ type: 'smallint' })
  inviteYear!: number;

  @Property({ type: 'integer' })
  playerID!: number;

  /** monthly, quarterly, annual or hosting */
  @Property({ type: 'string', length: 16 })
  kind!: string;

  @Property({ type: 'integer' })
  invites!: number;

  /** The game's time, or the first instant of the month or hosting block. */
  @Property({ type: 'datetime' })
  awardAt!: Date;

  @Property({ type: 'integer', nullable: true })
  venueID: number | null = null;

  @Property({ type: 'integer', nullable: true })
  gameID: number | null = null;
}
