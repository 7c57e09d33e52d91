import { Controller, Get, Param } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Rows } from '../../../shared/application/rows.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { FieldNotValidError } from '../../../shared/domain/validation.errors.js';
import { IdParam } from '../../../shared/interface/path-params.js';
import { UnsubscribeCommand, type UnsubscribeAnswer } from '../application/commands/unsubscribe.command.js';
import { ListHostsQuery, type HostChoice } from '../application/queries/list-hosts.query.js';
import { PLAYER_SEARCH_LIMIT, SearchPlayersQuery } from '../application/queries/search-players.query.js';
import type { PlayerSearchRow } from '../domain/player-row.js';

/** The search's filters: 0 a player number (card lookup), 1 the search box's text. */
const BY_NUMBER = 0;
const BY_TEXT = 1;
/** Longer than any name or card link; a longer text finds no one. */
const MAX_SEARCH_TEXT = 256;

@ApiTags('players')
@Controller('v1/player')
export class PlayersController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get('unsubscribe/:token')
  @ApiOperation({
    summary: 'One-click unsubscribe from the standings mail after games: { message, playerID }',
    description: 'The token is the one in the mail\'s link (the playerID signed with the server\'s secret); no login. A GET because mail clients open links; clicking again answers the same.',
  })
  unsubscribe(@Param('token') token: string): Promise<UnsubscribeAnswer> {
    return this.commandBus.execute(new UnsubscribeCommand(token));
  }

  @Get('list/10')
  @ApiOperation({ summary: 'Host choices: every player of host level (10) and above, as { title, playerID }' })
  listHosts(): Promise<Rows<HostChoice>> {
    return this.queryBus.execute(new ListHostsQuery(UserType.Assistant));
  }

  @Get('list/:filter/:text')
  @ApiOperation({
    summary: 'Player search and number lookup: { rows: [{ playerID, playerNumber, firstName, lastName, title }], total }',
    description:
      `filter 0: text is a player number (or a card link): that player, or no rows. filter 1: text is a name fragment (\`+\` for a space), a number, or a pasted card link ({host}/p/{n}, {host}/p?n={n}) ` +
      `whose number is taken; names match first, last or display name, by last then first name, at most ${PLAYER_SEARCH_LIMIT} rows (total counts every match). Public fields only.`,
  })
  search(@Param('filter', new IdParam('Filter')) filter: number, @Param('text') text: string): Promise<Rows<PlayerSearchRow>> {
    if (filter !== BY_NUMBER && filter !== BY_TEXT) throw new FieldNotValidError('filter', 'Filter');
    // PostgreSQL text cannot hold NUL; nobody means to type one.
    const words = text.replaceAll('+', ' ').replaceAll('\u0000', '');
    if (words.length > MAX_SEARCH_TEXT) return Promise.resolve({ rows: [], total: 0 });
    return this.queryBus.execute(new SearchPlayersQuery(filter === BY_NUMBER ? 'number' : 'text', words));
  }
}
