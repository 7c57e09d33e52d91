import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { leagueDateRange } from '../../../../shared/domain/zoned-period.js';
import { earningsReport, type EarningsCents, type EarningsReport } from '../../domain/earnings-report.js';
import { NO_VENUE_NAME } from '../game-rows.js';
import { NO_HOST_NAME, GetEarningsReportQuery } from './get-earnings-report.query.js';

/**
 * The owner's earnings report for a league year: the games of the year (cut in the
 * league's time zone), canceled ones left out, grouped by month, venue and host; each sum
 * taken in whole cents (`numeric` money times 100), so nothing is lost to floating point.
 */
@QueryHandler(GetEarningsReportQuery)
export class GetEarningsReportHandler implements IQueryHandler<GetEarningsReportQuery> {
  constructor(
    private readonly sql: SqlReads,
    private readonly site: SiteInfo,
  ) {}

  async execute({ year }: GetEarningsReportQuery): Promise<EarningsReport> {
    const zone = this.site.leagueTimeZone;
    const window = leagueDateRange(`${year}-01-01`, `${year}-12-31`, zone);
    const sums = await this.sql.query<EarningsCents>(
      `select extract(month from g.game_at at time zone ?)::int as "month",
          g.venue_id as "venueID", coalesce(v.title, '${NO_VENUE_NAME}') as "venueName",
          g.host_id as "hostID", coalesce(h.title, '${NO_HOST_NAME}') as "hostName",
          count(*)::int as "games",
          sum(round(g.earnings_estimated * 100))::bigint::float8 as "estimatedCents",
          sum(round(g.earnings_actual * 100))::bigint::float8 as "actualCents",
          sum(round(g.earnings_deposited * 100))::bigint::float8 as "depositedCents"
        from games g
        left join venues v on v.venue_id = g.venue_id
        left join players h on h.player_id = g.host_id
        where g.game_at >= ? and g.game_at < ? and not g.canceled
        group by 1, g.venue_id, v.title, g.host_id, h.title
        order by 1, 3, 5, g.venue_id nulls first, g.host_id nulls first`,
      [zone, window.start, window.stop],
    );
    return earningsReport(year, sums);
  }
}
