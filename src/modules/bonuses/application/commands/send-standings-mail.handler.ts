import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Mailer } from '../../../../shared/application/mailer.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { countedGameSql, countsTowardResults } from '../../../games/domain/counted-games.js';
import { UnsubscribeTokens } from '../../../players/application/unsubscribe-tokens.js';
import { currentSeasonOf, standingsMailText } from '../../domain/standings-mail.js';
import { InviteAwardStore } from '../ports/invite-award.store.js';
import { SendStandingsMailCommand } from './send-standings-mail.command.js';

interface GameFacts {
  title: string;
  venueID: number;
  venueName: string;
  gameAt: Date;
  endedAt: Date | null;
  canceled: boolean;
  unlisted: boolean;
}

interface PlayerStanding {
  playerID: number;
  firstName: string;
  email: string;
  place: number;
  points: number;
  totalPoints: number;
  rank: number;
}

/**
 * The standing is the player's points and rank at the game's venue in the current season
 * (currentSeasonOf), ranked as GET /v1/point/stats ranks (1 + the players with more points),
 * in one SQL over the point records: the leaderboard read model was not merged when this
 * was written. Sends are keyed (game, player) in the sending transaction, so a correction
 * (a second GameEnded) or a retried job never mails a player twice for one game. A game that
 * does not count toward results (countsTowardResults: a practice game, unlisted) mails no
 * one, and the standing counts only the games that do, as the leaderboard does.
 */
@CommandHandler(SendStandingsMailCommand)
export class SendStandingsMailHandler implements ICommandHandler<SendStandingsMailCommand> {
  constructor(
    private readonly sql: SqlReads,
    private readonly store: InviteAwardStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly mailer: Mailer,
    private readonly site: SiteInfo,
    private readonly tokens: UnsubscribeTokens,
  ) {}

  async execute({ gameID }: SendStandingsMailCommand): Promise<number> {
    const [game] = await this.sql.query<GameFacts>(
      `select g.title, g.venue_id as "venueID", coalesce(v.title, '') as "venueName", g.game_at as "gameAt",
         g.ended_at as "endedAt", g.canceled, g.unlisted
       from games g join venues v on v.venue_id = g.venue_id where g.game_id = ?`,
      [gameID],
    );
    if (!game || !countsTowardResults(game)) return 0;
    const season = currentSeasonOf(new Date(game.gameAt), this.site.leagueTimeZone);
    const players = await this.sql.query<PlayerStanding>(
      `with totals as (
          select p.player_id, sum(p.points) as total from games g join points p on p.game_id = g.game_id
          where g.venue_id = ? and g.game_at >= ? and g.game_at < ? and ${countedGameSql('g')}
          group by p.player_id)
        select p.player_id as "playerID", pl.first_name as "firstName", pl.email, p.place, p.points,
          coalesce(t.total, 0)::int as "totalPoints",
          case when t.total > 0 then 1 + (select count(*) from totals o where o.total > t.total) else 0 end::int as rank
        from points p join players pl on pl.player_id = p.player_id left join totals t on t.player_id = p.player_id
        where p.game_id = ? and pl.email is not null and pl.email <> '' and pl.standings_mail
        order by p.player_id`,
      [game.venueID, season.range.start, season.range.stop, gameID],
    );
    let sent = 0;
    for (const player of players) {
      const { subject, text } = standingsMailText({
        firstName: player.firstName,
        gameName: game.title,
        venueName: game.venueName,
        seasonName: season.name,
        place: player.place,
        points: player.points,
        rank: player.rank,
        totalPoints: player.totalPoints,
        siteName: this.site.siteName,
        unsubscribeUrl: `${this.site.siteUrl}/v1/player/unsubscribe/${this.tokens.tokenFor(player.playerID)}`,
      });
      const mailed = await this.unitOfWork.run(async () => {
        if (!(await this.store.claimStandingsMail(gameID, player.playerID))) return false;
        await this.mailer.send({ to: player.email, subject, text });
        return true;
      });
      if (mailed) sent++;
    }
    return sent;
  }
}
