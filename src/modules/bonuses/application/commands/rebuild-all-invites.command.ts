import { Command, CommandBus } from '@nestjs/cqrs';

/** Every invite year from the league's first game to the current one; `onlyIfEmpty`: only when the read model has no rows (a first start). */
export class RebuildAllInvitesCommand extends Command<{ inviteYears: number[]; awards: number }> {
  constructor(readonly onlyIfEmpty = false) {
    super();
  }
}

/** The `standings:rebuild` CLI's entry point: every invite year from the point records. */
export const rebuildAllInvites = (commandBus: CommandBus): Promise<{ inviteYears: number[]; awards: number }> =>
  commandBus.execute(new RebuildAllInvitesCommand());
