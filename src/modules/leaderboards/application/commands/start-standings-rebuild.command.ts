import { Command } from '@nestjs/cqrs';
import { type StandingsRebuild } from '../ports/standings-rebuild.queue.js';

/**
 * An admin asks for a full rebuild (RebuildStandingsCommand, run by the worker with its
 * progress on the job). Idempotent: while one waits or runs, the answer is that one.
 */
export class StartStandingsRebuildCommand extends Command<StandingsRebuild> {}
