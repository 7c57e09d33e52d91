import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { Mailer } from '../../../../shared/application/mailer.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { shiftPeriod } from '../../../../shared/domain/period.js';
import { monthOf, periodRange, toZone } from '../../../../shared/domain/zoned-period.js';
import { oneLine } from '../../../../shared/domain/plain-text.js';
import { inviteYearOf } from '../../domain/vegas-invites.js';
import { InviteAwardStore } from '../ports/invite-award.store.js';
import { RecomputeInviteYearCommand } from './recompute-invite-year.command.js';
import { SendMonthlyInvitesCommand } from './send-monthly-invites.command.js';

interface Winner {
  playerID: number;
  firstName: string;
  email: string | null;
  venueName: string;
}

const MONTHLY = 'monthly';

/**
 * Recomputes the invite year of last month (its monthly awards exist once the month has
 * ended), then mails each awarded player one message for all the venues they won. Each
 * send's key (player, month, kind) is inserted in the transaction that sends it: a job run
 * twice, or two at once, mails once; a refused send rolls its key back for the retry.
 */
@CommandHandler(SendMonthlyInvitesCommand)
export class SendMonthlyInvitesHandler implements ICommandHandler<SendMonthlyInvitesCommand> {
  private readonly logger = new Logger(SendMonthlyInvitesHandler.name);

  constructor(
    private readonly commandBus: CommandBus,
    private readonly sql: SqlReads,
    private readonly store: InviteAwardStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly site: SiteInfo,
  ) {}

  async execute(): Promise<{ month: string; sent: number }> {
    const zone = this.site.leagueTimeZone;
    const month = periodRange(shiftPeriod(monthOf(this.clock.now(), zone), -1), zone);
    const local = toZone(month.start, zone);
    const monthKey = local.toFormat('yyyy-MM');
    const monthName = local.toFormat('LLLL yyyy');
    await this.commandBus.execute(new RecomputeInviteYearCommand(inviteYearOf(month.start, zone)));

    const winners = await this.sql.query<Winner>(
      `select a.player_id as "playerID", pl.first_name as "firstName", pl.email, coalesce(v.title, '') as "venueName"
       from invite_awards a join players pl on pl.player_id = a.player_id left join venues v on v.venue_id = a.venue_id
       where a.kind = ? and a.award_at = ? order by a.player_id, v.title`,
      [MONTHLY, month.start],
    );
    const byPlayer = new Map<number, { winner: Winner; venues: string[] }>();
    for (const winner of winners) {
      if (!winner.email) continue; // nowhere to send it
      const entry = byPlayer.get(winner.playerID) ?? { winner, venues: [] };
      entry.venues.push(winner.venueName);
      byPlayer.set(winner.playerID, entry);
    }

    let sent = 0;
    for (const { winner, venues } of byPlayer.values()) {
      const mailed = await this.unitOfWork.run(async () => {
        if (!(await this.store.claimInviteMail(winner.playerID, monthKey, MONTHLY))) return false;
        await this.mailer.send({
          to: winner.email!,
          subject: `${this.site.siteName}: your Vegas Invite for ${monthName}`,
          text:
            `Hi ${oneLine(winner.firstName)},\n\n` +
            `You had the most points in ${monthName} at ${venues.map(oneLine).join(', ')}, which earns you ${venues.length === 1 ? 'a Vegas Invite' : `${venues.length} Vegas Invites`}.\n\n` +
            `See your invites: ${this.site.siteUrl}/players/invites/${winner.playerID}\n\n${this.site.siteName}\n`,
        });
        return true;
      });
      if (mailed) sent++;
    }
    this.logger.log(`Monthly invites for ${monthKey}: ${sent} mailed`);
    return { month: monthKey, sent };
  }
}
