import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { isoInstantOf, SqlReads } from '../../../../shared/application/sql-reads.js';
import type { BonusRow } from '../../domain/bonus-rows.js';
import { ListBonusesQuery } from './list-bonuses.query.js';

/** Awards in the window, and of the venue (monthly, quarterly, annual) or event (the bonus games') when one is given. */
const IN_SCOPE = `a.award_at >= ? and a.award_at < ? and (?::int = 0 or a.venue_id = ?) and (?::int = 0 or g.event_id = ?)`;

/**
 * Answers from the invite_awards read model (recomputed per invite year by the worker),
 * never from the point records: one indexed pass over the window's awards.
 */
@QueryHandler(ListBonusesQuery)
export class ListBonusesHandler implements IQueryHandler<ListBonusesQuery> {
  constructor(
    private readonly sql: SqlReads,
    private readonly site: SiteInfo,
  ) {}

  async execute({ scope, playerID }: ListBonusesQuery): Promise<Rows<BonusRow>> {
    const { venueID, eventID, range } = scope;
    const params = [range.start, range.stop, venueID, venueID, eventID, eventID];
    const rows =
      playerID === 0
        ? await this.sql.query<BonusRow>(
            `select a.player_id as "playerID", pl.player_number as "playerNumber", pl.title as "playerName",
               sum(case when a.kind = 'monthly' then a.invites else 0 end)::int as "monthlyBonus",
               sum(case when a.kind = 'quarterly' then a.invites else 0 end)::int as "quarterlyBonus",
               sum(case when a.kind = 'annual' then a.invites else 0 end)::int as "annualBonus",
               sum(case when a.kind = 'hosting' then a.invites else 0 end)::int as "hostingBonus",
               sum(a.invites)::int as "totalBonus",
               null as "eventName", null as "gameName", null as "eventAt", null::int as "venueID", null::int as "eventID", null::int as "gameID"
             from invite_awards a join players pl on pl.player_id = a.player_id left join games g on g.game_id = a.game_id
             where ${IN_SCOPE}
             group by a.player_id, pl.player_number, pl.title
             order by "totalBonus" desc, pl.title, a.player_id`,
            params,
          )
        : await this.sql.query<BonusRow>(
            `select a.player_id as "playerID", pl.player_number as "playerNumber", pl.title as "playerName",
               case when a.kind = 'monthly' then a.invites else 0 end as "monthlyBonus",
               case when a.kind = 'quarterly' then a.invites else 0 end as "quarterlyBonus",
               case when a.kind = 'annual' then a.invites else 0 end as "annualBonus",
               case when a.kind = 'hosting' then a.invites else 0 end as "hostingBonus",
               a.invites as "totalBonus",
               case a.kind
                 when 'monthly' then 'Monthly: ' || coalesce(v.title, '') || ', ' || to_char(a.award_at at time zone ?, 'FMMonth YYYY')
                 when 'hosting' then 'Hosting'
                 else coalesce(e.title, g.title) end as "eventName",
               g.title as "gameName", ${isoInstantOf('a.award_at')} as "eventAt",
               a.venue_id as "venueID", g.event_id as "eventID", a.game_id as "gameID"
             from invite_awards a join players pl on pl.player_id = a.player_id left join games g on g.game_id = a.game_id
               left join venues v on v.venue_id = a.venue_id left join events e on e.event_id = g.event_id
             where ${IN_SCOPE} and a.player_id = ?
             order by a.award_at, a.award_id`,
            [this.site.leagueTimeZone, ...params, playerID],
          );
    return { rows, total: rows.length };
  }
}
