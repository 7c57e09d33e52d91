import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '../../../shared/domain/user-type.js';
import { Access } from '../../../shared/interface/auth/access.decorator.js';
import { StartStandingsRebuildCommand } from '../application/commands/start-standings-rebuild.command.js';
import type { StandingsRebuild } from '../application/ports/standings-rebuild.queue.js';
import { GetStandingsRebuildQuery } from '../application/queries/get-standings-rebuild.query.js';

/** A full standings rebuild from the admin screen (the same work as `npm run standings:rebuild`'s standings part, run by the worker). */
@ApiTags('admin')
@Controller('v1/admin/standings/rebuild')
export class StandingsRebuildController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post()
  @HttpCode(200)
  @Access(UserType.Admin)
  @ApiOperation({
    summary: 'Start a full standings rebuild',
    description:
      'Queues a rebuild of every (scope, period) of the standings read model; while one waits or runs, answers that one (same jobID). Its progress is read with GET and shown on the jobs dashboard.',
  })
  async start(): Promise<{ message: string; rebuild: StandingsRebuild }> {
    const rebuild: StandingsRebuild = await this.commandBus.execute(new StartStandingsRebuildCommand());
    // The one already running has lost its worker: say so rather than answer a progress that stands still.
    return {
      message: rebuild.stalled
        ? 'Standings rebuild stalled (its worker stopped); it will be retried'
        : 'Standings rebuild started',
      rebuild,
    };
  }

  @Get()
  @Access(UserType.Admin)
  @ApiOperation({
    summary:
      'The latest full standings rebuild (waiting, running with its progress, or the last finished); rebuild null when none',
  })
  async latest(): Promise<{ rebuild: StandingsRebuild | null }> {
    return { rebuild: await this.queryBus.execute(new GetStandingsRebuildQuery()) };
  }
}
