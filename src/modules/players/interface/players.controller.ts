import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import { Access, CurrentUser, Data } from '../../../shared/interface/auth/access.decorator.js';
import type { Rows } from '../../../shared/application/rows.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { FieldNotValidError } from '../../../shared/domain/validation.errors.js';
import { IdParam } from '../../../shared/interface/path-params.js';
import { UnsubscribeCommand, type UnsubscribeAnswer } from '../application/commands/unsubscribe.command.js';
import { ListHostsQuery, type HostChoice } from '../application/queries/list-hosts.query.js';
import { PLAYER_SEARCH_LIMIT, SearchPlayersQuery } from '../application/queries/search-players.query.js';
import type { PlayerSearchRow } from '../domain/player-row.js';
import { DeletePlayerCommand } from '../application/commands/delete-player.command.js';
import { SavePlayerCommand, type SavePlayerAnswer } from '../application/commands/save-player.command.js';
import { GetPlayerQuery } from '../application/queries/get-player.query.js';
import type { PlayerAsSeen } from '../domain/player.js';
import { PlayerDto, PlayerIdDto } from './players.dto.js';

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
    description:
      "The token is the one in the mail's link (the playerID signed with the server's secret); no login. A GET because mail clients open links; clicking again answers the same.",
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
    summary:
      'Player search and number lookup: { rows: [{ playerID, playerNumber, firstName, lastName, title }], total }',
    description:
      `filter 0: text is a player number (or a card link): that player, or no rows. filter 1: text is a name fragment (\`+\` for a space), a number, or a pasted card link ({host}/p/{n}, {host}/p?n={n}) ` +
      `whose number is taken; names match first, last or display name, by last then first name, at most ${PLAYER_SEARCH_LIMIT} rows (total counts every match). Public fields only.`,
  })
  search(
    @Param('filter', new IdParam('Filter')) filter: number,
    @Param('text') text: string,
  ): Promise<Rows<PlayerSearchRow>> {
    if (filter !== BY_NUMBER && filter !== BY_TEXT) throw new FieldNotValidError('filter', 'Filter');
    // PostgreSQL text cannot hold NUL; nobody means to type one.
    const words = text.replaceAll('+', ' ').replaceAll('\u0000', '');
    if (words.length > MAX_SEARCH_TEXT) return Promise.resolve({ rows: [], total: 0 });
    return this.queryBus.execute(new SearchPlayersQuery(filter === BY_NUMBER ? 'number' : 'text', words));
  }

  // ---- Player records (issue 11) ----

  @Get('id/:playerID')
  @ApiOperation({
    summary: 'One player, as { rows: [player], total: 1 }; 404 "Player Not Found"',
    description:
      "The card lookup for ids 400000-999999 (product §7) and the player form's load. Visitors and other players get playerID, playerNumber, firstName, lastName, title and profileImage; " +
      'the player themself and assistants (10) and up also the contact and account details; unverified, suspended and notes only assistants (10) and up; banned only admins (40) and up. Never the password hash.',
  })
  byID(
    @Param('playerID', new IdParam('Player ID')) playerID: number,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<Rows<PlayerAsSeen>> {
    return this.queryBus.execute(new GetPlayerQuery(playerID, user));
  }

  @Post()
  @HttpCode(200)
  @Access(UserType.Player, { ownOnly: true })
  @ApiOperation({
    summary: 'Add (playerID 0) or update a player: { message, player }',
    description:
      'Assistants (10) and up add players and update players below their own level (the Owner: anyone); a player updates only their own profile (403 "You may only edit your own profile"). ' +
      "The whole record is saved as sent. Fields above the saver's level (see GET /v1/player/id) and, on one's own record, userType and the flags are IGNORED (kept as saved), never refused. " +
      'A new player needs an email and is saved unverified; a blank title is "First Last"; a blank playerNumber gets the next automatic one (9000000-9099999). ' +
      "userType only below the saver's own level (403 USER_TYPE_ABOVE_OWN). 409 for a taken playerNumber or userName, and (PLAYER_POSSIBLE_DUPLICATE) for a new player with the first name, last name and email of an existing one unless ?confirmDuplicate=true. " +
      "Changing one's own email or userName needs `currentPassword` (400 CURRENT_PASSWORD_REQUIRED / CURRENT_PASSWORD_WRONG); a changed email is told to the old address by mail. " +
      'Banning a player ends their sessions; a user type below Host clears their host agreement.',
  })
  @ApiBody({ type: PlayerDto })
  @ApiQuery({
    name: 'confirmDuplicate',
    required: false,
    type: Boolean,
    description:
      'true: add the new player even when one with the same first name, last name and email exists (else 409 PLAYER_POSSIBLE_DUPLICATE naming its number)',
  })
  save(
    @Data() { currentPassword, ...player }: PlayerDto,
    @CurrentUser() user: AuthenticatedUser,
    @Query('confirmDuplicate') confirmDuplicate?: string,
  ): Promise<SavePlayerAnswer> {
    return this.commandBus.execute(
      new SavePlayerCommand(
        { ...player, playerID: player.playerID ?? 0 },
        user,
        currentPassword ?? null,
        confirmDuplicate === 'true' || confirmDuplicate === '1',
      ),
    );
  }

  @Delete()
  @HttpCode(200)
  @Access(UserType.Assistant)
  @ApiOperation({
    summary: 'Delete a player with no history: { message }',
    description:
      "Refused (409 PLAYER_HAS_HISTORY) when the player has point records, hosted games or deposits: merge them into another player instead. Not one's own record; only players below the caller's level (the Owner: anyone).",
  })
  @ApiBody({ type: PlayerIdDto })
  async remove(
    @Data() { playerID }: PlayerIdDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<{ message: string }> {
    await this.commandBus.execute(new DeletePlayerCommand(playerID, user));
    return { message: 'Player deleted' };
  }
}
