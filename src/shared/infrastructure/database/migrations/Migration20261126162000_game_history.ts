import { Migration } from '@mikro-orm/migrations';

/**
 * The games module's audit trail of results (docs/decisions/0089-audit-trail-of-results.md):
 * append-only. A trigger refuses UPDATE and DELETE of any row, and TRUNCATE, for every role
 * the application connects as (an owner's request has no path to it, and neither has SQL
 * sent by the application); only dropping the table (this migration's down) removes it.
 */
export class Migration20261126162000 extends Migration {
  override name = 'Migration20261126162000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "game_history" ("history_id" bigserial primary key, "game_id" int not null, "at" timestamptz not null, "actor_id" int null, "actor_name" varchar(64) not null, "session_id" int null, "action" varchar(16) not null, "point_id" int null, "player_id" int null, "player_name" varchar(64) null, "changes" jsonb not null);`,
    );
    this.addSql(`create index "game_history_game_id_history_id_index" on "game_history" ("game_id", "history_id");`);
    this.addSql(`create function "game_history_append_only"() returns trigger language plpgsql as $$
      begin
        raise exception 'game_history is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
      end
    $$;`);
    this.addSql(
      `create trigger "game_history_no_update_or_delete" before update or delete on "game_history" for each row execute function "game_history_append_only"();`,
    );
    this.addSql(
      `create trigger "game_history_no_truncate" before truncate on "game_history" for each statement execute function "game_history_append_only"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "game_history" cascade;`);
    this.addSql(`drop function if exists "game_history_append_only"();`);
  }
}
