import { Injectable } from '@nestjs/common';
import { SiteInfo } from '../../../shared/application/site-info.js';
import { SqlReads } from '../../../shared/application/sql-reads.js';
import type { InstantRange } from '../../../shared/domain/period.js';
import { countedGameSql } from '../../games/domain/counted-games.js';
import { periodCovering, periodOfWindow, type ScopeType, type StandingsScope } from '../domain/standings-scope.js';
import { COUNTED_RECORDS, scopeFilter, totalsSelect } from './counted-records.js';

/** A read-model scope's player totals; parameters: scope type, scope id, period. */
export const READ_MODEL_TOTALS_SQL =
  'select player_id, total_points, total_games, total_placed, total_won, ranked from leaderboard_totals where scope_type = ? and scope_id = ? and period = ?';

/** What a standings read asks: venue and series (`eventID`, 0 for any) and a window of instants. */
export interface StandingsRequest {
  readonly venueID: number;
  readonly eventID: number;
  readonly range: InstantRange;
}

/** A subquery of player totals `(player_id, total_points, total_games, total_placed, total_won, ranked)` and its parameters. */
export interface TotalsSource {
  readonly sql: string;
  readonly params: unknown[];
  /** From the read model (a period's rows) or a live aggregate (a window that is no single period). */
  readonly live: boolean;
  /** The read model's scope the rows are (not live): its row count is stored (leaderboard_scopes). */
  readonly scope?: StandingsScope;
}

/**
 * Where a read's totals come from: the read model's rows of the period the window is
 * exactly (a month, a season, a year, all time), or, for any other window (or a venue and
 * an event both given), the same totals aggregated live from the point records.
 */
@Injectable()
export class StandingsSource {
  constructor(
    private readonly sql: SqlReads,
    private readonly site: SiteInfo,
  ) {}

  /** The period a window maps to; null for none. A month, season, year or all years is known from the window alone (no query). */
  async periodOf(range: InstantRange): Promise<string | null> {
    const exact = periodOfWindow(range, this.site.leagueTimeZone);
    if (exact !== null) return exact;
    const [counted] = await this.sql.query<{ firstGameAt: Date | null; lastGameAt: Date | null }>(
      `select min(g.game_at) as "firstGameAt", max(g.game_at) as "lastGameAt" from games g where ${countedGameSql('g')}`,
    );
    const at = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
    return periodCovering(range, this.site.leagueTimeZone, {
      firstGameAt: at(counted?.firstGameAt),
      lastGameAt: at(counted?.lastGameAt),
    });
  }

  /** One scope's player totals. */
  async totals({ venueID, eventID, range }: StandingsRequest): Promise<TotalsSource> {
    const scopeType: ScopeType | 'venue-event' =
      venueID && eventID ? 'venue-event' : eventID ? 'event' : venueID ? 'venue' : 'league';
    const period = scopeType === 'venue-event' ? null : await this.periodOf(range);
    if (period !== null) {
      return {
        sql: READ_MODEL_TOTALS_SQL,
        params: [scopeType, eventID || venueID, period],
        live: false,
        scope: { scopeType: scopeType as ScopeType, scopeID: eventID || venueID, period },
      };
    }
    const filter = scopeFilter(scopeType, { venueID, eventID }, range);
    return {
      sql: `select ${totalsSelect()} from ${COUNTED_RECORDS}${filter.sql} group by p.player_id`,
      params: filter.params,
      live: true,
    };
  }

  /** Every series' player totals `(event_id, player_id, ...)`, ranked within each series. */
  async seriesTotals({ venueID, eventID, range }: StandingsRequest): Promise<TotalsSource> {
    const period = await this.periodOf(range);
    if (period !== null) {
      return {
        sql: `select scope_id as event_id, player_id, total_points, total_games, total_placed, total_won, ranked from leaderboard_totals
          where scope_type = 'event' and period = ? and (? = 0 or scope_id = ?)`,
        params: [period, eventID, eventID],
        live: false,
      };
    }
    const filter = scopeFilter(eventID ? 'event' : 'league', { venueID, eventID }, range);
    return {
      sql: `select g.event_id, ${totalsSelect('g.event_id')} from ${COUNTED_RECORDS} and g.event_id is not null${filter.sql} group by g.event_id, p.player_id`,
      params: filter.params,
      live: true,
    };
  }
}
