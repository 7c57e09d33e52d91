import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Rows } from '../../../shared/application/rows.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { ListHostsQuery, type HostChoice } from '../application/queries/list-hosts.query.js';

@ApiTags('players')
@Controller('v1/player')
export class PlayersController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('list/10')
  @ApiOperation({ summary: 'Host choices: every player of host level (10) and above, as { title, playerID }' })
  listHosts(): Promise<Rows<HostChoice>> {
    return this.queryBus.execute(new ListHostsQuery(UserType.Assistant));
  }
}
