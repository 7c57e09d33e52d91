import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';

/** A monthly invites mail sent: its key is inserted before sending, so a job run twice mails once. */
@Entity({ tableName: 'invite_mails' })
export class InviteMailEntity {
  [OptionalProps]?: 'sentAt';

  @PrimaryKey({ type: 'integer' })
  playerID!: number;

  /** yyyy-MM of the month the invites are for */
  @PrimaryKey({ type: 'string', length: 7 })
  month!: string;

  @PrimaryKey({ type: 'string', length: 16 })
  kind!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  sentAt: Date = new Date();
}

/** A standings mail sent after a game: one per game and player, whatever corrections follow. */
@Entity({ tableName: 'standings_mails' })
export class StandingsMailEntity {
  [OptionalProps]?: 'sentAt';

  @PrimaryKey({ type: 'integer' })
  gameID!: number;

  @PrimaryKey({ type: 'integer' })
  playerID!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  sentAt: Date = new Date();
}
