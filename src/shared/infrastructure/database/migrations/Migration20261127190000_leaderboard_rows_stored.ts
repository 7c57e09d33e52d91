import { Migration } from '@mikro-orm/migrations';

/**
 * Each standings row stores its place in the scope (`position`: 1-based, by rank, name, player)
 * and its API row as JSON text (`row_json`), so a leaderboard page is one indexed read of
 * stored text (issue 24; docs/decisions.md "Stored leaderboard rows kept by PostgreSQL").
 *
 * PostgreSQL keeps them right whoever writes: `leaderboard_restore` rewrites a scope's positions,
 * JSON rows and row count where they differ; statement triggers run it for the scopes a write of
 * leaderboard_totals touched (unless the writer says it restores them itself, as the standings
 * store does), and for the scopes of a player whose name or number changed. Both take the
 * store's per-scope advisory locks, in the store's order (scope keys sorted bytewise).
 */
export class Migration20261127190000 extends Migration {

  override name = 'Migration20261127190000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "leaderboard_totals" add column "position" int null, add column "row_json" text null;`);
    this.addSql(`create index "leaderboard_totals_position_index" on "leaderboard_totals" ("scope_type", "scope_id", "period", "position");`);
    // The API's row, byte for byte what row_to_json of the leaderboard's select writes (and JSON.stringify of its rows):
    // the keys are the type's, and a select without FROM is inlined into the statements that call it.
    this.addSql(`create type "leaderboard_row" as ("ranked" int, "playerID" int, "playerNumber" int, "playerName" text, "firstName" text, "lastName" text,
        "totalPoints" int, "totalPlaced" int, "totalWon" int, "totalGames" int);`);
    this.addSql(`create function "leaderboard_row_json"("ranked" int, "player_id" int, "player_number" int, "title" text, "first_name" text, "last_name" text,
        "total_points" int, "total_placed" int, "total_won" int, "total_games" int) returns text language sql immutable parallel safe as $$
      select row_to_json(row($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)::leaderboard_row)::text
    $$;`);
    // Hash-joined whatever the statistics say (see MikroOrmStandingsStore.recomputePlayersOfGame).
    // Serializing is most of a restore's work: only rows without JSON, or of the players named stale, are serialized again.
    this.addSql(`create function "leaderboard_restore"("p_type" varchar, "p_id" int, "p_period" varchar, "p_stale" int[] default null) returns void language plpgsql set enable_nestloop = off as $$
      begin
        update leaderboard_totals t set position = s.position, row_json = s.row_json
          from (select r.player_id, (row_number() over (order by r.ranked, pl.title, r.player_id))::int as position,
              case when r.row_json is null or r.player_id = any(p_stale) then leaderboard_row_json(r.ranked, r.player_id, pl.player_number, pl.title,
                pl.first_name, pl.last_name, r.total_points, r.total_placed, r.total_won, r.total_games) else r.row_json end as row_json
            from leaderboard_totals r join players pl on pl.player_id = r.player_id
            where r.scope_type = p_type and r.scope_id = p_id and r.period = p_period) s
          where t.scope_type = p_type and t.scope_id = p_id and t.period = p_period and t.player_id = s.player_id
            and (t.position is distinct from s.position or t.row_json is distinct from s.row_json);
        insert into leaderboard_scopes (scope_type, scope_id, period, row_count)
          select p_type, p_id, p_period, count(*)::int from leaderboard_totals where scope_type = p_type and scope_id = p_id and period = p_period
          on conflict (scope_type, scope_id, period) do update set row_count = excluded.row_count
          where leaderboard_scopes.row_count <> excluded.row_count;
      end
    $$;`);
    // Locks then restores scopes given as (scope_type, scope_id, period) rows, in the standings store's lock order.
    this.addSql(`create function "leaderboard_restore_scopes"("scopes" jsonb, "stale" int[]) returns void language plpgsql as $$
      declare
        s record;
      begin
        for s in select distinct x.scope_type, x.scope_id, x.period, (x.scope_type || '-' || x.scope_id || '-' || x.period) collate "C" as key
            from jsonb_to_recordset(scopes) as x(scope_type varchar, scope_id int, period varchar) order by key loop
          perform pg_advisory_xact_lock(hashtext(s.key));
          perform leaderboard_restore(s.scope_type, s.scope_id, s.period, stale);
        end loop;
      end
    $$;`);
    // A write of leaderboard_totals by anyone but a writer that restores its scopes itself, and not a restore's own.
    this.addSql(`create function "leaderboard_totals_written"() returns trigger language plpgsql as $$
      begin
        if pg_trigger_depth() > 1 or coalesce(current_setting('leaderboard.restore', true), '') = 'writer' then
          return null;
        end if;
        -- The rows written may hold anything: theirs are serialized again.
        perform leaderboard_restore_scopes((select coalesce(jsonb_agg(distinct jsonb_build_object('scope_type', scope_type, 'scope_id', scope_id, 'period', period)), '[]') from written),
          (select array_agg(distinct player_id) from written));
        return null;
      end
    $$;`);
    this.addSql(`create trigger "leaderboard_totals_inserted" after insert on "leaderboard_totals" referencing new table as written for each statement execute function "leaderboard_totals_written"();`);
    this.addSql(`create trigger "leaderboard_totals_updated" after update on "leaderboard_totals" referencing new table as written for each statement execute function "leaderboard_totals_written"();`);
    this.addSql(`create trigger "leaderboard_totals_deleted" after delete on "leaderboard_totals" referencing old table as written for each statement execute function "leaderboard_totals_written"();`);
    // A player's name or number changed: that player's rows, and the places of the scopes they are in (the name orders ties).
    // Most updates of players (a sign-in, a setting) rename nobody: they stop at the first query.
    this.addSql(`create function "leaderboard_players_renamed"() returns trigger language plpgsql as $$
      declare
        renamed int[];
      begin
        select array_agg(n.player_id) into renamed from renamed_new n join renamed_old o on o.player_id = n.player_id
          where (n.title, n.player_number, n.first_name, n.last_name) is distinct from (o.title, o.player_number, o.first_name, o.last_name);
        if renamed is null then
          return null;
        end if;
        perform leaderboard_restore_scopes((select coalesce(jsonb_agg(distinct jsonb_build_object('scope_type', t.scope_type, 'scope_id', t.scope_id, 'period', t.period)), '[]')
          from leaderboard_totals t where t.player_id = any(renamed)), renamed);
        return null;
      end
    $$;`);
    this.addSql(`create trigger "leaderboard_players_renamed" after update on "players" referencing old table as renamed_old new table as renamed_new for each statement execute function "leaderboard_players_renamed"();`);
    // The rows kept from before: every scope's stored form at once.
    this.addSql(`select leaderboard_restore(scope_type, scope_id, period) from (select distinct scope_type, scope_id, period from leaderboard_totals) s;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "leaderboard_players_renamed" on "players";`);
    this.addSql(`drop function if exists "leaderboard_players_renamed"();`);
    this.addSql(`drop trigger if exists "leaderboard_totals_inserted" on "leaderboard_totals";`);
    this.addSql(`drop trigger if exists "leaderboard_totals_updated" on "leaderboard_totals";`);
    this.addSql(`drop trigger if exists "leaderboard_totals_deleted" on "leaderboard_totals";`);
    this.addSql(`drop function if exists "leaderboard_totals_written"();`);
    this.addSql(`drop function if exists "leaderboard_restore_scopes"(jsonb, int[]);`);
    this.addSql(`drop function if exists "leaderboard_restore"(varchar, int, varchar, int[]);`);
    this.addSql(`drop function if exists "leaderboard_row_json"(int, int, int, text, text, text, int, int, int, int);`);
    this.addSql(`drop type if exists "leaderboard_row";`);
    this.addSql(`drop index if exists "leaderboard_totals_position_index";`);
    this.addSql(`alter table "leaderboard_totals" drop column if exists "position", drop column if exists "row_json";`);
  }

}
