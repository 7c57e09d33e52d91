import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Clock } from '../../../shared/application/clock.js';
import { SiteInfo } from '../../../shared/application/site-info.js';
import type { Rows } from '../../../shared/application/rows.js';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import { leagueDateOf } from '../../../shared/domain/zoned-period.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { Access, CurrentUser, Data } from '../../../shared/interface/auth/access.decorator.js';
import { DateParam, IdParam } from '../../../shared/interface/path-params.js';
import { CachedRead } from '../../../shared/interface/read-cache/cached-read.js';
import { VENUE_ANSWER_TABLES } from '../application/venue-reads.js';
import { DeleteVenueCommand } from '../application/commands/delete-venue.command.js';
import { SaveVenueCommand } from '../application/commands/save-venue.command.js';
import { GetVenueQuery } from '../application/queries/get-venue.query.js';
import { ListVenuesQuery } from '../application/queries/list-venues.query.js';
import type { PublicVenue, Venue } from '../domain/venue.js';
import { VenueDto, VenueIdDto } from './venues.dto.js';

@ApiTags('venues')
@Controller('v1/venue')
export class VenuesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
    private readonly site: SiteInfo,
  ) {}

  @Get(['list/:playerID', 'list/:playerID/:start', 'list/:playerID/:start/:stop'])
  @CachedRead({ tags: VENUE_ANSWER_TABLES, by: 'level' })
  @ApiOperation({
    summary: 'Venues, by title',
    description:
      'playerID 0: every venue, else the venues the player hosted at. With start (and stop, default today): only venues with a game or a running event in that window. contactName, email and notes only for hosts and up.',
  })
  list(
    @Param('playerID', new IdParam('Player ID')) playerID: number,
    @Param('start', new DateParam('Start')) start: string | undefined,
    @Param('stop', new DateParam('Stop')) stop: string | undefined,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<Rows<Venue | PublicVenue>> {
    const window = start
      ? { start, stop: stop ?? leagueDateOf(this.clock.now(), this.site.leagueTimeZone) }
      : undefined;
    return this.queryBus.execute(new ListVenuesQuery(playerID, window, user?.userType ?? 0));
  }

  @Get('id/:venueID')
  @CachedRead({ tags: VENUE_ANSWER_TABLES, by: 'level' })
  @ApiOperation({ summary: 'One venue; 404 "Venue not found". contactName, email and notes only for hosts and up.' })
  byID(
    @Param('venueID', new IdParam('Venue ID')) venueID: number,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<Rows<Venue | PublicVenue>> {
    return this.queryBus.execute(new GetVenueQuery(venueID, user?.userType ?? 0));
  }

  @Post()
  @HttpCode(200)
  @Access(UserType.Manager)
  @ApiOperation({ summary: 'Add (venueID 0) or update a venue' })
  @ApiBody({ type: VenueDto })
  async save(@Data() venue: VenueDto): Promise<{ message: string; venue: Venue }> {
    const saved = await this.commandBus.execute(new SaveVenueCommand({ ...venue, venueID: venue.venueID ?? 0 }));
    return { message: venue.venueID ? 'Venue updated' : 'Venue added', venue: saved };
  }

  @Delete()
  @HttpCode(200)
  @Access(UserType.Manager)
  @ApiOperation({ summary: 'Delete a venue with no games or events' })
  @ApiBody({ type: VenueIdDto })
  async remove(@Data() { venueID }: VenueIdDto): Promise<{ message: string }> {
    await this.commandBus.execute(new DeleteVenueCommand(venueID));
    return { message: 'Venue deleted' };
  }
}
