import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import {
  TableColumns,
  type ColumnsOf,
  type OptionalColumnsOf,
} from '../../../shared/infrastructure/database/table-columns.js';
import { PLAYER_FIELDS } from '../domain/player.fields.js';

/** Blank in a request, never blank saved: the save builds the title, numbers the player, counts from 0. */
type AlwaysSet = 'title' | 'playerNumber' | 'totalLogins';

/** The player's columns, typed as PLAYER_FIELDS has them (the decorator below maps them); the title, number and log-in count are never null. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface PlayerEntity extends ColumnsOf<typeof PLAYER_FIELDS, 'playerID' | 'createdAt' | AlwaysSet> {
  /** Full name; blank on save becomes "first last". */
  title: string;
  playerNumber: number;
  totalLogins: number;
}

/**
 * A league member; the account fields live on the player (product §3.1). Its columns are
 * PLAYER_FIELDS' (types, lengths, nullability, defaults); the key, the creation instant and
 * the columns the table does not describe (the password hash, the unused screen name, the
 * mail preference) are mapped here, and only what the table cannot say is written below.
 */
@Entity({ tableName: 'players' })
@Unique({
  name: 'players_user_name_lower_unique',
  expression: 'create unique index "players_user_name_lower_unique" on "players" (lower("user_name"))',
})
@Index({
  name: 'players_last_first_lower_index',
  expression: 'create index "players_last_first_lower_index" on "players" (lower("last_name"), lower("first_name"))',
})
@Index({
  name: 'players_email_lower_index',
  expression: 'create index "players_email_lower_index" on "players" (lower("email"))',
})
/** Finds a player by an old card's number (alternatePlayerNumbers holds them separated by commas; docs/decisions/0077-merging-duplicate-players.md). */
@Index({
  name: 'players_alternate_numbers_index',
  expression: `create index "players_alternate_numbers_index" on "players" using gin (string_to_array("alternate_player_numbers", ','))`,
})
@TableColumns(PLAYER_FIELDS, {
  except: ['playerID', 'createdAt'],
  columns: {
    // The save builds a blank title from the first and last name.
    title: { nullable: false },
    // A blank number gets the next automatic one on save; two players never share one.
    playerNumber: { nullable: false, unique: true },
    // Kept by the server: a new player has logged in 0 times (the request never sets it).
    totalLogins: { nullable: false, default: 0 },
  },
})
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class PlayerEntity {
  [OptionalProps]?:
    | Exclude<OptionalColumnsOf<typeof PLAYER_FIELDS>, 'title' | 'playerNumber'>
    | 'passwordHash'
    | 'screenName'
    | 'standingsMail'
    | 'createdAt';

  /** Starts at 400001 (product §9.2: ids 400000-999999 use the by-id lookup). */
  @PrimaryKey({ type: 'integer', autoincrement: true })
  playerID!: number;

  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  passwordHash: string | null = null;

  /** Not implemented (product §3.1); the column stays, outside the form's table. */
  @Property({ type: 'string', length: 64, nullable: true })
  screenName: string | null = null;

  /** The standings mail after each game; its one-click link turns it off. */
  @Property({ type: 'boolean', default: true })
  standingsMail: boolean = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
