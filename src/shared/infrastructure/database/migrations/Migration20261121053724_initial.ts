import { Migration } from '@mikro-orm/migrations';

/** The whole data model of product §3, plus sessions, password resets and the outbox. */
export class Migration20261121053724 extends Migration {
  override name = 'Migration20261121053724';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "outbox" ("id" bigserial primary key, "type" varchar(64) not null, "payload" jsonb not null, "created_at" timestamptz not null default now(), "published_at" timestamptz null, "attempts" int not null default 0);`,
    );
    this.addSql(`create index "outbox_unpublished_index" on "outbox" ("id") where "published_at" is null;`);

    this.addSql(
      `create table "players" ("player_id" serial primary key, "first_name" varchar(32) not null, "last_name" varchar(32) not null, "title" varchar(64) not null, "email" varchar(64) null, "player_number" int not null, "phone" varchar(20) null, "pronouns" varchar(8) null, "user_name" varchar(32) null, "user_type" smallint not null default 1, "password_hash" varchar(255) null, "registered_at" timestamptz null, "last_login_at" timestamptz null, "total_logins" int not null default 0, "address" varchar(64) null, "city" varchar(20) null, "state" varchar(2) null, "zip_code" varchar(10) null, "country" varchar(32) null, "screen_name" varchar(64) null, "gender" varchar(8) null, "birth_date" date null, "unverified" boolean not null default true, "suspended" boolean not null default false, "banned" boolean not null default false, "notes" text null, "profile_image" varchar(255) null, "alternate_player_numbers" varchar(255) null, "alternate_emails" varchar(128) null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "players" add constraint "players_player_number_unique" unique ("player_number");`);
    // product §9.2: playerID values start at 400001 (ids 400000-999999 use the by-id lookup).
    this.addSql(`alter sequence "players_player_id_seq" restart with 400001;`);
    this.addSql(`create index "players_email_lower_index" on "players" (lower("email"));`);
    this.addSql(
      `create index "players_last_first_lower_index" on "players" (lower("last_name"), lower("first_name"));`,
    );
    this.addSql(`create unique index "players_user_name_lower_unique" on "players" (lower("user_name"));`);

    this.addSql(
      `create table "password_resets" ("reset_id" serial primary key, "player_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "password_resets_player_id_index" on "password_resets" ("player_id");`);
    this.addSql(
      `alter table "password_resets" add constraint "password_resets_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `create table "deposits" ("deposit_id" serial primary key, "host_id" int not null, "title" varchar(64) not null, "deposit_amount" numeric(10,2) not null default 0, "period" varchar(64) null, "deposit_date" date not null, "deposit_image" varchar(255) null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "deposits_host_id_deposit_date_index" on "deposits" ("host_id", "deposit_date");`);

    this.addSql(
      `create table "card_requests" ("request_id" serial primary key, "type" varchar(16) not null default 'playerCard', "player_number" int not null, "instructions" varchar(128) not null, "requested_by_id" int null, "created_at" timestamptz not null default now(), "handled_at" timestamptz null);`,
    );
    this.addSql(`create index "card_requests_player_number_index" on "card_requests" ("player_number");`);

    this.addSql(
      `create table "posts" ("post_id" serial primary key, "title" varchar(64) not null, "summary" text not null default '', "story" text not null default '', "category" smallint not null default 0, "author_id" int null, "publish_date" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "posts_publish_date_index" on "posts" ("publish_date");`);
    this.addSql(`create index "posts_category_publish_date_index" on "posts" ("category", "publish_date");`);

    this.addSql(
      `create table "sessions" ("session_id" serial primary key, "player_id" int not null, "token_hash" varchar(64) not null, "host_mode" boolean not null default false, "created_at" timestamptz not null default now(), "last_seen_at" timestamptz not null default now(), "revoked_at" timestamptz null);`,
    );
    this.addSql(`create index "sessions_player_id_index" on "sessions" ("player_id");`);
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `create table "venues" ("venue_id" serial primary key, "title" varchar(64) not null, "contact_name" varchar(64) null, "email" varchar(64) null, "phone" varchar(32) null, "website" varchar(128) null, "location" varchar(128) null, "place_id" varchar(64) null, "address" varchar(128) not null, "city" varchar(20) not null, "state" varchar(2) not null default 'WA', "zip_code" varchar(10) null, "time_zone" varchar(32) not null default 'America/Los_Angeles', "notes" text null, "map_url" varchar(255) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "venues" add constraint "venues_title_unique" unique ("title");`);

    this.addSql(
      `create table "events" ("event_id" serial primary key, "title" varchar(64) not null, "venue_id" int not null, "host_id" int null, "event_type" smallint not null default 1, "event_day" smallint not null, "frequency" smallint not null default 1, "event_time" time(0) not null, "start_date" date not null, "effect_date" date null, "stop_date" date null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "events_venue_id_stop_date_index" on "events" ("venue_id", "stop_date");`);

    this.addSql(
      `create table "games" ("game_id" serial primary key, "title" varchar(128) not null, "venue_id" int null, "event_id" int null, "host_id" int null, "event_type" smallint not null default 1, "double_points" boolean not null default false, "game_at" timestamptz not null, "original_at" timestamptz null, "total_players" int not null default 0, "total_records" int not null default 0, "earnings_estimated" numeric(10,2) not null default 0, "earnings_actual" numeric(10,2) not null default 0, "earnings_deposited" numeric(10,2) not null default 0, "earnings_reconciled" boolean not null default false, "earnings_note" varchar(256) null, "deposit_id" int null, "notice" varchar(256) null, "canceled" boolean not null default false, "ended_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "games_event_type_game_at_index" on "games" ("event_type", "game_at");`);
    this.addSql(`create index "games_host_id_game_at_index" on "games" ("host_id", "game_at");`);
    this.addSql(`create index "games_event_id_game_at_index" on "games" ("event_id", "game_at");`);
    this.addSql(`create index "games_venue_id_game_at_index" on "games" ("venue_id", "game_at");`);
    this.addSql(`create index "games_game_at_index" on "games" ("game_at");`);
    this.addSql(
      `alter table "games" add constraint "games_total_players_range" check ((total_players >= 0) and (total_players <= 999));`,
    );

    this.addSql(
      `create table "points" ("point_id" serial primary key, "game_id" int not null, "player_id" int not null, "entry_at" timestamptz not null, "updated_at" timestamptz not null, "place" smallint not null default 0, "points" int not null default 0, "bonus_type" smallint not null default 0, "bonuses" int not null default 0, "buy_in" int not null default 0, "re_buy" int not null default 0, "add_on" int not null default 0, "host_id" int null);`,
    );
    this.addSql(`create index "points_player_id_game_id_index" on "points" ("player_id", "game_id");`);
    this.addSql(
      `alter table "points" add constraint "points_game_id_player_id_unique" unique ("game_id", "player_id");`,
    );
    this.addSql(`alter table "points" add constraint "points_place_range" check ((place >= 0) and (place <= 8));`);

    this.addSql(
      `alter table "password_resets" add constraint "password_resets_player_id_foreign" foreign key ("player_id") references "players" ("player_id") on delete cascade;`,
    );

    this.addSql(
      `alter table "deposits" add constraint "deposits_host_id_foreign" foreign key ("host_id") references "players" ("player_id") on delete restrict;`,
    );

    this.addSql(
      `alter table "card_requests" add constraint "card_requests_requested_by_id_foreign" foreign key ("requested_by_id") references "players" ("player_id") on delete set null;`,
    );

    this.addSql(
      `alter table "posts" add constraint "posts_author_id_foreign" foreign key ("author_id") references "players" ("player_id") on delete set null;`,
    );

    this.addSql(
      `alter table "sessions" add constraint "sessions_player_id_foreign" foreign key ("player_id") references "players" ("player_id") on delete cascade;`,
    );

    this.addSql(
      `alter table "events" add constraint "events_venue_id_foreign" foreign key ("venue_id") references "venues" ("venue_id") on delete restrict;`,
    );
    this.addSql(
      `alter table "events" add constraint "events_host_id_foreign" foreign key ("host_id") references "players" ("player_id") on delete set null;`,
    );

    this.addSql(
      `alter table "games" add constraint "games_venue_id_foreign" foreign key ("venue_id") references "venues" ("venue_id") on delete restrict;`,
    );
    this.addSql(
      `alter table "games" add constraint "games_event_id_foreign" foreign key ("event_id") references "events" ("event_id") on delete set null;`,
    );
    this.addSql(
      `alter table "games" add constraint "games_host_id_foreign" foreign key ("host_id") references "players" ("player_id") on delete set null;`,
    );
    this.addSql(
      `alter table "games" add constraint "games_deposit_id_foreign" foreign key ("deposit_id") references "deposits" ("deposit_id") on delete set null;`,
    );

    this.addSql(
      `alter table "points" add constraint "points_game_id_foreign" foreign key ("game_id") references "games" ("game_id") on delete cascade;`,
    );
    this.addSql(
      `alter table "points" add constraint "points_player_id_foreign" foreign key ("player_id") references "players" ("player_id") on delete restrict;`,
    );
    this.addSql(
      `alter table "points" add constraint "points_host_id_foreign" foreign key ("host_id") references "players" ("player_id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    for (const table of [
      'points',
      'games',
      'events',
      'venues',
      'sessions',
      'posts',
      'card_requests',
      'deposits',
      'password_resets',
      'players',
      'outbox',
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
