import { Command } from '@nestjs/cqrs';

/** Recomputes one invite year's awards from the point records; answers how many awards it has. */
export class RecomputeInviteYearCommand extends Command<number> {
  constructor(readonly inviteYear: number) {
    super();
  }
}
