import { Migration } from '@mikro-orm/migrations';

/**
 * The players module's two-step sign-in (TOTP, issue 18): each player's authenticator (the
 * secret sealed with TOTP_KEY, the last time step used), its recovery codes (hashed, once
 * each) and the log-ins waiting for their code (docs/decisions/0087-two-step-sign-in-totp.md).
 */
export class Migration20261126161000 extends Migration {
  override name = 'Migration20261126161000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "totp_factors" ("player_id" int not null, "sealed_secret" varchar(255) not null, "confirmed_at" timestamptz null, "last_step" bigint null, "created_at" timestamptz not null default now(), primary key ("player_id"));`,
    );
    this.addSql(
      `alter table "totp_factors" add constraint "totp_factors_player_id_foreign" foreign key ("player_id") references "players" ("player_id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "totp_recovery_codes" ("code_id" serial primary key, "player_id" int not null, "code_hash" varchar(64) not null, "used_at" timestamptz null);`,
    );
    this.addSql(`create index "totp_recovery_codes_player_id_index" on "totp_recovery_codes" ("player_id");`);
    this.addSql(
      `alter table "totp_recovery_codes" add constraint "totp_recovery_codes_player_id_foreign" foreign key ("player_id") references "players" ("player_id") on delete cascade;`,
    );

    this.addSql(
      `create table "login_challenges" ("challenge_id" serial primary key, "player_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "failures" smallint not null default 0, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "login_challenges_player_id_index" on "login_challenges" ("player_id");`);
    this.addSql(
      `alter table "login_challenges" add constraint "login_challenges_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `alter table "login_challenges" add constraint "login_challenges_player_id_foreign" foreign key ("player_id") references "players" ("player_id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "login_challenges" cascade;`);
    this.addSql(`drop table if exists "totp_recovery_codes" cascade;`);
    this.addSql(`drop table if exists "totp_factors" cascade;`);
  }
}
