import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Clock } from '../../../shared/application/clock.js';
import { SiteInfo } from '../../../shared/application/site-info.js';
import type { Rows } from '../../../shared/application/rows.js';
import { leagueDateOf } from '../../../shared/domain/zoned-period.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { Access, Data } from '../../../shared/interface/auth/access.decorator.js';
import { DateParam, IdParam } from '../../../shared/interface/path-params.js';
import { CachedRead } from '../../../shared/interface/read-cache/cached-read.js';
import { VENUE_ANSWER_TABLES } from '../application/venue-reads.js';
import { DeleteSeriesCommand } from '../application/commands/delete-series.command.js';
import { SaveSeriesCommand } from '../application/commands/save-series.command.js';
import type { SeriesView } from '../application/series-view.js';
import { GetSeriesQuery } from '../application/queries/get-series.query.js';
import { ListSeriesQuery } from '../application/queries/list-series.query.js';
import { EventDto, EventIdDto } from './venues.dto.js';

@ApiTags('events')
@Controller('v1/event')
export class SeriesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
    private readonly site: SiteInfo,
  ) {}

  @Get(['list/:venueID', 'list/:venueID/:start', 'list/:venueID/:start/:stop'])
  @CachedRead({ tags: VENUE_ANSWER_TABLES, by: 'level' })
  @ApiOperation({
    summary: 'Recurring events',
    description:
      'venueID 0: every venue. With start (and stop, default today): only events running in that window (started by stop, not stopped before start).',
  })
  list(
    @Param('venueID', new IdParam('Venue ID')) venueID: number,
    @Param('start', new DateParam('Start')) start?: string,
    @Param('stop', new DateParam('Stop')) stop?: string,
  ): Promise<Rows<SeriesView>> {
    const window = start
      ? { start, stop: stop ?? leagueDateOf(this.clock.now(), this.site.leagueTimeZone) }
      : undefined;
    return this.queryBus.execute(new ListSeriesQuery(venueID, window));
  }

  @Get('id/:eventID')
  @CachedRead({ tags: VENUE_ANSWER_TABLES, by: 'level' })
  @ApiOperation({ summary: 'One event; 404 "Event not found"' })
  byID(@Param('eventID', new IdParam('Event ID')) eventID: number): Promise<Rows<SeriesView>> {
    return this.queryBus.execute(new GetSeriesQuery(eventID));
  }

  @Post()
  @HttpCode(200)
  @Access(UserType.Manager)
  @ApiOperation({
    summary: 'Add (eventID 0) or update a recurring event',
    description: 'Refuses "No venue selected" and "You may only change the effective date of an event".',
  })
  @ApiBody({ type: EventDto })
  async save(@Data() event: EventDto): Promise<{ message: string; event: SeriesView }> {
    const saved = await this.commandBus.execute(new SaveSeriesCommand({ ...event, eventID: event.eventID ?? 0 }));
    // Answer the same view the reads give (with venue and host names), so the form can show it at once.
    const { rows } = await this.queryBus.execute(new GetSeriesQuery(saved.eventID));
    return { message: event.eventID ? 'Event updated' : 'Event added', event: rows[0]! };
  }

  @Delete()
  @HttpCode(200)
  @Access(UserType.Manager)
  @ApiOperation({ summary: 'Delete an event that has no games' })
  @ApiBody({ type: EventIdDto })
  async remove(@Data() { eventID }: EventIdDto): Promise<{ message: string }> {
    await this.commandBus.execute(new DeleteSeriesCommand(eventID));
    return { message: 'Event deleted' };
  }
}
