import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { inviteYearOf } from '../../domain/vegas-invites.js';
import { RecomputeInviteYearCommand } from './recompute-invite-year.command.js';
import { RebuildAllInvitesCommand } from './rebuild-all-invites.command.js';

@CommandHandler(RebuildAllInvitesCommand)
export class RebuildAllInvitesHandler implements ICommandHandler<RebuildAllInvitesCommand> {
  constructor(
    private readonly sql: SqlReads,
    private readonly commandBus: CommandBus,
    private readonly clock: Clock,
    private readonly site: SiteInfo,
  ) {}

  async execute({ onlyIfEmpty }: RebuildAllInvitesCommand): Promise<{ inviteYears: number[]; awards: number }> {
    if (onlyIfEmpty) {
      const [held] = await this.sql.query<{ any: boolean }>('select exists(select 1 from invite_awards) as any');
      if (held?.any) return { inviteYears: [], awards: 0 };
    }
    const [span] = await this.sql.query<{ first: Date | null; last: Date | null }>(
      'select min(game_at) as first, max(game_at) as last from games',
    );
    if (!span?.first || !span.last) return { inviteYears: [], awards: 0 };
    const zone = this.site.leagueTimeZone;
    const first = inviteYearOf(new Date(span.first), zone);
    const last = Math.max(inviteYearOf(new Date(span.last), zone), inviteYearOf(this.clock.now(), zone));
    const inviteYears: number[] = [];
    let awards = 0;
    // One year per transaction: a year is the unit the read model is replaced in.
    for (let year = first; year <= last; year++) {
      awards += await this.commandBus.execute(new RecomputeInviteYearCommand(year));
      inviteYears.push(year);
    }
    return { inviteYears, awards };
  }
}
