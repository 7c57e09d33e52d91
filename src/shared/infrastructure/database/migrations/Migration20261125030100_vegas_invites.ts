import { Migration } from '@mikro-orm/migrations';

/** The bonuses module's: the Vegas Invites read model and the mail already sent (docs/decisions/0075-vegas-invites-read-model-and-mail.md). */
export class Migration20261125030100 extends Migration {
  override name = 'Migration20261125030100';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "invite_awards" ("award_id" serial primary key, "invite_year" smallint not null, "player_id" int not null, "kind" varchar(16) not null, "invites" int not null, "award_at" timestamptz not null, "venue_id" int null, "game_id" int null);`,
    );
    this.addSql(
      `create index "invite_awards_invite_year_player_id_index" on "invite_awards" ("invite_year", "player_id");`,
    );
    this.addSql(`create index "invite_awards_award_at_index" on "invite_awards" ("award_at");`);
    this.addSql(
      `create table "invite_mails" ("player_id" int not null, "month" varchar(7) not null, "kind" varchar(16) not null, "sent_at" timestamptz not null default now(), primary key ("player_id", "month", "kind"));`,
    );
    this.addSql(
      `create table "standings_mails" ("game_id" int not null, "player_id" int not null, "sent_at" timestamptz not null default now(), primary key ("game_id", "player_id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "standings_mails" cascade;`);
    this.addSql(`drop table if exists "invite_mails" cascade;`);
    this.addSql(`drop table if exists "invite_awards" cascade;`);
  }
}
