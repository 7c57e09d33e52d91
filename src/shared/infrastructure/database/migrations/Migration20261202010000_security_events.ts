import { Migration } from '@mikro-orm/migrations';

/**
 * The security log (issue 32, docs/security.md): one row per security event, kept 90 days for
 * the owner's page; and the security notices mailed to accounts (a second-step lockout, two-step
 * sign-in turned on), each claimed once so a retry never mails twice.
 */
export class Migration20261202010000 extends Migration {
  override name = 'Migration20261202010000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "security_events" ("event_id" bigserial primary key, "at" timestamptz not null default now(), "kind" varchar(32) not null, "outcome" varchar(16) not null, "actor_id" int null, "account_id" int null, "address" varchar(64) null, "detail" varchar(200) null);`,
    );
    this.addSql(`create index "security_events_at_index" on "security_events" ("at");`);
    this.addSql(
      `create table "security_notice_mails" ("player_id" int not null, "notice" varchar(32) not null, "at" timestamptz not null, "sent_at" timestamptz not null default now(), primary key ("player_id", "notice", "at"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "security_notice_mails";`);
    this.addSql(`drop table if exists "security_events";`);
  }
}
