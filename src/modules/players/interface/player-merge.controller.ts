import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import type { Rows } from '../../../shared/application/rows.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { Access, CurrentUser, Data } from '../../../shared/interface/auth/access.decorator.js';
import { Idempotent } from '../../../shared/interface/idempotency/idempotent.decorator.js';
import { IdParam } from '../../../shared/interface/path-params.js';
import { dtoFrom } from '../../../shared/interface/validation/dto-from.js';
import { MergePlayersCommand } from '../application/commands/merge-players.command.js';
import { ListPlayerMergesQuery } from '../application/queries/list-player-merges.query.js';
import { MERGE_FIELDS } from '../domain/player-merge.fields.js';
import type { PlayerMerge } from '../domain/player-merge.js';

export class MergePlayersDto extends dtoFrom(MERGE_FIELDS) {}

/** Merging duplicate players (beyond SPEC; docs/api.md "Merging duplicate players"). */
@ApiTags('players')
@Controller('v1/player')
export class PlayerMergeController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('merge')
  @HttpCode(200)
  @Access(UserType.Manager)
  @Idempotent()
  @ApiOperation({
    summary: 'Merge a duplicate player into the survivor: { message, merge }',
    description:
      "Managers and up. Point records, card requests, sessions, hosted games and the rest move to the survivor; the duplicate's number becomes one of the survivor's alternate numbers and the duplicate is removed, all in one transaction; the standings of the games touched are recomputed right after. " +
      'Refused: 409 MERGE_SAME_GAME when both played one game, 400 MERGE_INTO_ITSELF, 404 MERGE_PLAYER_NOT_FOUND, 403 MERGE_LEVEL_TOO_HIGH (either account not below the caller) and MERGE_OWN_ACCOUNT (the caller as the duplicate), 409 MERGE_ALTERNATE_NUMBERS_FULL.',
  })
  @ApiBody({ type: MergePlayersDto })
  async merge(
    @Data() { survivorID, duplicateID }: MergePlayersDto,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<{ message: string; merge: PlayerMerge }> {
    const merge = await this.commandBus.execute(new MergePlayersCommand(survivorID, duplicateID, caller));
    return { message: 'Players merged', merge };
  }

  @Get('merges/:playerID')
  @Access(UserType.Assistant)
  @ApiOperation({
    summary:
      'The merges into a player, newest first: { rows: [{ mergeID, mergedAt, mergedByID, mergedByTitle, survivorID, duplicateID, duplicateNumber, duplicateTitle, moved }], total }',
    description: 'Assistants and up (the staff who keep player records); 404 for an unknown player.',
  })
  merges(@Param('playerID', new IdParam('Player ID')) playerID: number): Promise<Rows<PlayerMerge>> {
    return this.queryBus.execute(new ListPlayerMergesQuery(playerID));
  }
}
