import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Rows } from '../../../shared/application/rows.js';
import { SiteInfo } from '../../../shared/application/site-info.js';
import { leagueDateRange } from '../../../shared/domain/zoned-period.js';
import { DateParam, IdParam } from '../../../shared/interface/path-params.js';
import { ListBonusesQuery } from '../application/queries/list-bonuses.query.js';
import type { BonusRow } from '../domain/bonus-rows.js';

/** The Vegas Invites screen's read (public, as the leaderboards are). */
@ApiTags('points')
@Controller('v1/point')
export class BonusesController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly site: SiteInfo,
  ) {}

  @Get('bonuses/:venueID/:eventID/:playerID/:flag/:start/:stop')
  @ApiOperation({
    summary: 'Vegas Invites: { rows: BonusRow[], total }',
    description:
      'start and stop: league dates (both included), one invite year (June 1 to May 31) as the screen asks. venueID and eventID 0 for any. ' +
      'playerID 0 (with flag 1): one row per invited player with monthlyBonus, quarterlyBonus, annualBonus, hostingBonus, totalBonus, most invites first, then name; ' +
      "a playerID: that player's awards, oldest first, each with what and where it was earned (eventName, gameName, eventAt, venueID, eventID, gameID). " +
      'flag is read for nothing else. Answered from the invites read model, which the worker recomputes after each game ends.',
  })
  bonuses(
    @Param('venueID', new IdParam('Venue ID')) venueID: number,
    @Param('eventID', new IdParam('Event ID')) eventID: number,
    @Param('playerID', new IdParam('Player ID')) playerID: number,
    @Param('flag', new IdParam('Flag')) _flag: number,
    @Param('start', new DateParam('Start')) start: string,
    @Param('stop', new DateParam('Stop')) stop: string,
  ): Promise<Rows<BonusRow>> {
    const range = leagueDateRange(start, stop, this.site.leagueTimeZone);
    return this.queryBus.execute(new ListBonusesQuery({ venueID, eventID, range }, playerID));
  }
}
