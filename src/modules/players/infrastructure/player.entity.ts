import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';

/** A league member; the account fields live on the player (product §3.1). */
@Entity({ tableName: 'players' })
@Unique({ name: 'players_user_name_lower_unique', expression: 'create unique index "players_user_name_lower_unique" on "players" (lower("user_name"))' })
@Index({ name: 'players_last_first_lower_index', expression: 'create index "players_last_first_lower_index" on "players" (lower("last_name"), lower("first_name"))' })
@Index({ name: 'players_email_lower_index', expression: 'create index "players_email_lower_index" on "players" (lower("email"))' })
/** Finds a player by an old card's number (alternatePlayerNumbers holds them separated by commas; docs/decisions.md "Merging duplicate players"). */
@Index({ name: 'players_alternate_numbers_index', expression: `create index "players_alternate_numbers_index" on "players" using gin (string_to_array("alternate_player_numbers", ','))` })
export class PlayerEntity {
  [OptionalProps]?: 'playerID' | 'email' | 'phone' | 'pronouns' | 'userName' | 'userType' | 'passwordHash' | 'registeredAt' | 'lastLoginAt' | 'totalLogins' | 'address' | 'city' | 'state' | 'zipCode' | 'country' | 'screenName' | 'gender' | 'birthDate' | 'unverified' | 'suspended' | 'banned' | 'notes' | 'profileImage' | 'alternatePlayerNumbers' | 'alternateEmails' | 'standingsMail' | 'createdAt';

  /** Starts at 400001 (product §9.2: ids 400000-999999 use the by-id lookup). */
  @PrimaryKey({ type: 'integer', autoincrement: true })
  playerID!: number;

  @Property({ type: 'string', length: 32 })
  firstName!: string;

  @Property({ type: 'string', length: 32 })
  lastName!: string;

  /** Full name; blank on save becomes "first last". */
  @Property({ type: 'string', length: 64 })
  title!: string;

  @Property({ type: 'string', length: 64, nullable: true })
  email: string | null = null;

  @Property({ type: 'integer', unique: true })
  playerNumber!: number;

  @Property({ type: 'string', length: 20, nullable: true })
  phone: string | null = null;

  @Property({ type: 'string', length: 8, nullable: true })
  pronouns: string | null = null;

  @Property({ type: 'string', length: 32, nullable: true })
  userName: string | null = null;

  @Property({ type: 'smallint', default: 1 })
  userType: number = 1;

  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  passwordHash: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  registeredAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastLoginAt: Date | null = null;

  @Property({ type: 'integer', default: 0 })
  totalLogins: number = 0;

  @Property({ type: 'string', length: 64, nullable: true })
  address: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  city: string | null = null;

  @Property({ type: 'string', length: 2, nullable: true })
  state: string | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  zipCode: string | null = null;

  @Property({ type: 'string', length: 32, nullable: true })
  country: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  screenName: string | null = null;

  @Property({ type: 'string', length: 8, nullable: true })
  gender: string | null = null;

  @Property({ type: 'date', nullable: true })
  birthDate: string | null = null;

  @Property({ type: 'boolean', default: true })
  unverified: boolean = true;

  @Property({ type: 'boolean', default: false })
  suspended: boolean = false;

  @Property({ type: 'boolean', default: false })
  banned: boolean = false;

  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  profileImage: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  alternatePlayerNumbers: string | null = null;

  @Property({ type: 'string', length: 128, nullable: true })
  alternateEmails: string | null = null;

  /** The standings mail after each game; its one-click link turns it off. */
  @Property({ type: 'boolean', default: true })
  standingsMail: boolean = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
