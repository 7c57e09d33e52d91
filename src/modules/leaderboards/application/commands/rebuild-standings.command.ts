import { Command } from '@nestjs/cqrs';

/** Recomputes every (scope, period) of the read model; answers how many. */
export class RebuildStandingsCommand extends Command<number> {
  constructor(readonly onProgress: (done: number, total: number) => void = () => undefined) {
    super();
  }
}
