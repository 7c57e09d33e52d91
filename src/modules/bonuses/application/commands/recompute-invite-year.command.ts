import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { countedGameSql, listedGameSql } from '../../../games/domain/counted-games.js';
import { inviteYearRange, vegasInviteAwards, type HostedGame, type InvitePointRecord } from '../../domain/vegas-invites.js';
import { InviteAwardStore } from '../ports/invite-award.store.js';

/** Recomputes one invite year's awards from the point records; answers how many awards it has. */
export class RecomputeInviteYearCommand extends Command<number> {
  constructor(readonly inviteYear: number) {
    super();
  }
}

const NO_VENUE = 0;

interface PointRow extends Omit<InvitePointRecord, 'eventAt'> {
  eventAt: Date;
}

/**
 * The whole year from scratch (vegasInviteAwards over its records), replacing what the read
 * model held, in one transaction: running it twice, or after any change, gives the same rows.
 * Only the records of games that count toward results are read (countedGameSql: ended, not
 * canceled, not unlisted), and a practice (unlisted) game earns its host no hosting invite.
 * Hosting and monthly awards depend on "now" (a month counts once it has ended), hence the Clock.
 */
@CommandHandler(RecomputeInviteYearCommand)
export class RecomputeInviteYearHandler implements ICommandHandler<RecomputeInviteYearCommand> {
  constructor(
    private readonly sql: SqlReads,
    private readonly store: InviteAwardStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly site: SiteInfo,
  ) {}

  async execute({ inviteYear }: RecomputeInviteYearCommand): Promise<number> {
    const now = this.clock.now();
    const zone = this.site.leagueTimeZone;
    const year = inviteYearRange(inviteYear, zone);
    return this.unitOfWork.run(async () => {
      await this.store.lockYear(inviteYear);
      const [records, hostedGames] = await Promise.all([
        this.sql.query<PointRow>(
          `select p.player_id as "playerID", pl.user_type as "userType", p.game_id as "gameID", coalesce(g.venue_id, 0) as "venueID", g.event_type as "eventType",
             g.game_at as "eventAt", p.points, p.bonus_type as "bonusType", p.bonuses
           from games g join points p on p.game_id = g.game_id join players pl on pl.player_id = p.player_id
           where g.game_at >= ? and g.game_at < ? and ${countedGameSql('g')}`,
          [year.start, year.stop],
        ),
        this.sql.query<HostedGame>(
          `select g.game_id as "gameID", g.host_id as "hostID", g.game_at as "gameAt", g.canceled, g.total_players as "totalPlayers"
           from games g where g.game_at >= ? and g.game_at < ? and g.host_id is not null and ${listedGameSql('g')}`,
          [year.start, year.stop],
        ),
      ]);
      const awards = vegasInviteAwards(
        { records: records.map((r) => ({ ...r, eventAt: new Date(r.eventAt) })), hostedGames: hostedGames.map((g) => ({ ...g, gameAt: new Date(g.gameAt) })), inviteYear, now },
        zone,
      )
        // A game without a venue (venue 0 here) still gives its bonus invites, but there is no venue's month to win.
        .filter((award) => !(award.kind === 'monthly' && award.venueID === NO_VENUE))
        .map((award) => (award.venueID === NO_VENUE ? { ...award, venueID: undefined } : award));
      await this.store.replaceYear(inviteYear, awards);
      return awards.length;
    });
  }
}
