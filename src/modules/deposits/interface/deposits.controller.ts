import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import type { Rows } from '../../../shared/application/rows.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { Access, CurrentUser, Data } from '../../../shared/interface/auth/access.decorator.js';
import { DateParam, IdParam } from '../../../shared/interface/path-params.js';
import { DeleteDepositCommand } from '../application/commands/delete-deposit.command.js';
import { SaveDepositCommand } from '../application/commands/save-deposit.command.js';
import { DEPOSIT_MESSAGES } from '../application/deposit-reads.js';
import { GetDepositQuery } from '../application/queries/get-deposit.query.js';
import { ListDepositsQuery } from '../application/queries/list-deposits.query.js';
import type { DepositDetail, DepositRow } from '../domain/deposit-row.js';
import { DepositDto, DepositIdDto } from './deposits.dto.js';

const OWN_ONLY =
  'Hosts in host mode see and change only their own deposits (another host\'s answers 403 "Unauthorized"); admins and up any host\'s.';

/** Manage Deposits (product §2): hosts in host mode, their own deposits; admins and up choose the host. */
@ApiTags('deposits')
@Controller('v1/deposit')
export class DepositsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('list/:hostID')
  @Access(UserType.Host, { hostMode: true, ownOnly: true })
  @ApiOperation({
    summary: 'Deposits, newest first',
    description: `hostID 0: every host's (admins and up) or the caller's own. ${OWN_ONLY} Another host's deposits are left out of a host's list.`,
  })
  @ApiQuery({
    name: 'venueID',
    required: false,
    type: Number,
    description: 'Only deposits applied to a game at this venue; 0 or absent: any',
  })
  @ApiQuery({
    name: 'eventID',
    required: false,
    type: Number,
    description: 'Only deposits applied to a game of this event; 0 or absent: any',
  })
  list(
    @Param('hostID', new IdParam('Host ID')) hostID: number,
    @Query('venueID', new IdParam('Venue ID')) venueID: number,
    @Query('eventID', new IdParam('Event ID')) eventID: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Rows<DepositRow>> {
    return this.queryBus.execute(new ListDepositsQuery(hostID, undefined, user, venueID, eventID));
  }

  @Get('list/:hostID/:start/:stop')
  @Access(UserType.Host, { hostMode: true, ownOnly: true })
  @ApiOperation({
    summary: 'Deposits dated from start to stop (both included), newest first',
    description: `As the list without dates. ${OWN_ONLY}`,
  })
  @ApiQuery({
    name: 'venueID',
    required: false,
    type: Number,
    description: 'Only deposits applied to a game at this venue; 0 or absent: any',
  })
  @ApiQuery({
    name: 'eventID',
    required: false,
    type: Number,
    description: 'Only deposits applied to a game of this event; 0 or absent: any',
  })
  listWindow(
    @Param('hostID', new IdParam('Host ID')) hostID: number,
    // Typed string (not `string | undefined`): the OpenAPI document describes a parameter by its type.
    @Param('start', new DateParam('Start')) start: string,
    @Param('stop', new DateParam('Stop')) stop: string,
    @Query('venueID', new IdParam('Venue ID')) venueID: number,
    @Query('eventID', new IdParam('Event ID')) eventID: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Rows<DepositRow>> {
    return this.queryBus.execute(new ListDepositsQuery(hostID, { start, stop }, user, venueID, eventID));
  }

  @Get('id/:depositID')
  @Access(UserType.Host, { hostMode: true, ownOnly: true })
  @ApiOperation({
    summary:
      'One deposit with the games it was applied to (estimated, actual, deposited, what it applied); 404 "Deposit not found"',
    description: OWN_ONLY,
  })
  byID(
    @Param('depositID', new IdParam('Deposit ID')) depositID: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Rows<DepositDetail>> {
    return this.queryBus.execute(new GetDepositQuery(depositID, user));
  }

  @Post()
  @HttpCode(200)
  @Access(UserType.Host, { hostMode: true, ownOnly: true })
  @ApiOperation({
    summary: 'Add (depositID 0) or update a deposit, and apply it',
    description:
      "In one transaction: what the deposit applied before is taken back, then its amount is applied to the host's unreconciled games oldest first, each filled to its actual earnings. " +
      `The answer's deposit carries the games it reached, applied and unapplied. ${OWN_ONLY}`,
  })
  @ApiBody({ type: DepositDto })
  async save(
    @Data() deposit: DepositDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<{ message: string; deposit: DepositDetail }> {
    const saved = await this.commandBus.execute(new SaveDepositCommand(deposit, user));
    const { rows } = await this.queryBus.execute(new GetDepositQuery(saved.deposit.depositID, user));
    return {
      message: deposit.depositID ? DEPOSIT_MESSAGES.updated : DEPOSIT_MESSAGES.added,
      deposit: { ...rows[0]!, unapplied: saved.unapplied },
    };
  }

  @Delete()
  @HttpCode(200)
  @Access(UserType.Host, { hostMode: true, ownOnly: true })
  @ApiOperation({
    summary: 'Delete a deposit; what it applied to games is taken back in the same transaction',
    description: OWN_ONLY,
  })
  @ApiBody({ type: DepositIdDto })
  async remove(
    @Data() { depositID }: DepositIdDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<{ message: string }> {
    await this.commandBus.execute(new DeleteDepositCommand(depositID, user));
    return { message: DEPOSIT_MESSAGES.deleted };
  }
}
