import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventType } from '../../../shared/domain/event-type.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { countedGameSql, listedGameSql } from '../../games/domain/counted-games.js';
import { INVITE_YEAR_FIRST_MONTH, VEGAS_INVITES_BONUS_TYPE } from '../domain/vegas-invites.js';
import { InviteAwardStore, type InviteYearInput } from '../application/ports/invite-award.store.js';

/** An advisory-lock class of its own, so an invite year's lock meets no other. */
const INVITE_YEAR_LOCK = 1_004_006;

@Injectable()
export class MikroOrmInviteAwardStore extends InviteAwardStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async lockYear(inviteYear: number): Promise<void> {
    await this.em.execute('select pg_advisory_xact_lock(?, ?)', [INVITE_YEAR_LOCK, inviteYear]);
  }

  async recomputeYear({ inviteYear, range, now, zone }: InviteYearInput): Promise<number> {
    await this.em.execute('delete from invite_awards where invite_year = ?', [inviteYear]);
    const [row] = await this.em.execute<{ awards: number }[]>(INVITE_AWARDS_SQL, [
      range.start,
      range.stop,
      now,
      zone,
      inviteYear - 1,
    ]);
    return Number(row?.awards ?? 0);
  }

  async claimInviteMail(playerID: number, month: string, kind: string): Promise<boolean> {
    const rows = await this.em.execute<{ player_id: number }[]>(
      'insert into invite_mails (player_id, month, kind) values (?, ?, ?) on conflict do nothing returning player_id',
      [playerID, month, kind],
    );
    return rows.length > 0;
  }

  async claimStandingsMail(gameID: number, playerID: number): Promise<boolean> {
    const rows = await this.em.execute<{ player_id: number }[]>(
      'insert into standings_mails (game_id, player_id) values (?, ?) on conflict do nothing returning player_id',
      [gameID, playerID],
    );
    return rows.length > 0;
  }
}

/**
 * vegasInviteAwards (domain/vegas-invites.ts, the reference: test/api/vegas-invites-sql.e2e-spec.ts
 * checks the two agree on random leagues) as one insert ... select, so a year of a million
 * records never reaches the worker's event loop. Parameters: the year's [start, stop), now,
 * the league's zone, and June's calendar year (the invite year less one). Months and hosting
 * blocks are cut in the zone (`at time zone`), as the domain cuts them. Inserted oldest first,
 * then by player (the domain's order; the list reads them by award_at, award_id).
 */
const INVITE_AWARDS_SQL = `
  with params as (select cast(? as timestamptz) as start_at, cast(? as timestamptz) as stop_at, cast(? as timestamptz) as now_at, cast(? as text) as zone, cast(? as int) as june_year),
  records as (
    select p.player_id, pl.user_type, p.game_id, g.venue_id, g.event_type, g.game_at, p.points, p.bonus_type, p.bonuses
    from params, games g join points p on p.game_id = g.game_id join players pl on pl.player_id = p.player_id
    where g.game_at >= params.start_at and g.game_at < params.stop_at and ${countedGameSql('g')}
  ),
  -- Monthly: each venue's month (ended by now), players below host level; everyone at a top above 0.
  month_totals as (
    select r.venue_id, date_trunc('month', r.game_at at time zone params.zone) as month_local, r.player_id, sum(r.points) as total
    from records r, params where r.user_type < ${UserType.Assistant} and r.venue_id is not null
    group by r.venue_id, month_local, r.player_id
  ),
  month_tops as (
    select t.*, max(t.total) over (partition by t.venue_id, t.month_local) as top
    from month_totals t, params where ((t.month_local + interval '1 month') at time zone params.zone) <= params.now_at
  ),
  awards as (
    select player_id, 'monthly' as kind, 1 as invites, month_local at time zone params.zone as award_at, venue_id, null::int as game_id, 0 as kind_order
    from month_tops, params where total = top and top > 0
    union all
    -- Quarterly and annual: the bonuses recorded when the game ended.
    select player_id, case when event_type = ${EventType.Tournament} then 'annual' else 'quarterly' end, bonuses, game_at, venue_id, game_id, 1
    from records where bonus_type = ${VEGAS_INVITES_BONUS_TYPE} and bonuses > 0
    union all
    -- Hosting: one per host and 3-month block (from June) with a listed game that took place, not canceled, with players.
    select distinct g.host_id, 'hosting', 1,
      (make_timestamp(params.june_year, ${INVITE_YEAR_FIRST_MONTH}, 1, 0, 0, 0)
        + make_interval(months => 3 * floor(((extract(year from g.game_at at time zone params.zone) - params.june_year) * 12
          + extract(month from g.game_at at time zone params.zone) - ${INVITE_YEAR_FIRST_MONTH}) / 3)::int)) at time zone params.zone,
      null::int, null::int, 2
    from params, games g
    where g.game_at >= params.start_at and g.game_at < params.stop_at and g.game_at <= params.now_at and g.host_id is not null
      and not g.canceled and g.total_players > 0 and ${listedGameSql('g')}
  ),
  inserted as (
    insert into invite_awards (invite_year, player_id, kind, invites, award_at, venue_id, game_id)
    select params.june_year + 1, player_id, kind, invites, award_at, venue_id, game_id
    from awards, params order by award_at, player_id, kind_order, venue_id, game_id
    returning 1
  )
  select count(*)::int as awards from inserted`;
