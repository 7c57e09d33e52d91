import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { inviteYearRange } from '../../domain/vegas-invites.js';
import { InviteAwardStore } from '../ports/invite-award.store.js';
import { RecomputeInviteYearCommand } from './recompute-invite-year.command.js';

/**
 * The whole year from scratch (vegasInviteAwards over its records), replacing what the read
 * model held, in one transaction: running it twice, or after any change, gives the same rows.
 * Only the records of games that count toward results are read (countedGameSql: ended, not
 * canceled, not unlisted), and a practice (unlisted) game earns its host no hosting invite.
 * Hosting and monthly awards depend on "now" (a month counts once it has ended), hence the Clock.
 * The store computes the awards where the records are (one insert ... select): a year of a
 * million records would hold the worker's event loop for seconds in JavaScript (issue 24).
 * A game without a venue still gives its bonus invites, but there is no venue's month to win.
 */
@CommandHandler(RecomputeInviteYearCommand)
export class RecomputeInviteYearHandler implements ICommandHandler<RecomputeInviteYearCommand> {
  constructor(
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
      return this.store.recomputeYear({ inviteYear, range: year, now, zone });
    });
  }
}
