import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { IdParam } from '../../../shared/interface/path-params.js';
import { CachedRead } from '../../../shared/interface/read-cache/cached-read.js';
import { GAME_ANSWER_TABLES } from '../application/game-reads.js';
import { GetCalendarFeedQuery, type CalendarFeed } from '../application/queries/get-calendar-feed.query.js';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const FEED_DESCRIPTION =
  'iCalendar (RFC 5545) for calendar apps to subscribe to: each game from 30 days back to 8 weeks ahead, with its display title, start and end in UTC, the venue address as LOCATION, a link to the game page, and STATUS:CANCELLED for canceled games.';

/** The league's games as calendar feeds (docs/api.md "Calendar feed"): public, cached until a game or venue write. */
@ApiTags('games')
@Controller('v1/calendar')
export class CalendarController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('league.ics')
  @CachedRead({ tags: GAME_ANSWER_TABLES, contentType: CALENDAR_TYPE })
  @ApiOperation({ summary: "The whole league's games as an iCalendar feed", description: FEED_DESCRIPTION })
  @ApiProduces(CALENDAR_TYPE)
  async league(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return this.send(reply, await this.queryBus.execute(new GetCalendarFeedQuery(0)));
  }

  @Get('venue/:venueID.ics')
  @CachedRead({ tags: GAME_ANSWER_TABLES, contentType: CALENDAR_TYPE })
  @ApiOperation({
    summary: 'One venue\'s games as an iCalendar feed; 404 "Venue not found"',
    description: FEED_DESCRIPTION,
  })
  @ApiProduces(CALENDAR_TYPE)
  async venue(
    @Param('venueID', new IdParam('Venue ID')) venueID: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return this.send(reply, await this.queryBus.execute(new GetCalendarFeedQuery(venueID)));
  }

  private send(reply: FastifyReply, feed: CalendarFeed): string {
    void reply.type(CALENDAR_TYPE);
    void reply.header('Content-Disposition', `inline; filename="${feed.fileName}"`);
    // Calendar apps poll; a browser or proxy may keep it five minutes (the server's own copy is dropped on every write).
    void reply.header('Cache-Control', 'public, max-age=300');
    return feed.body;
  }
}
