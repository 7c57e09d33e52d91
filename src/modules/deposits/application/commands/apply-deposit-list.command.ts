import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplyDepositListCommand } from '../../../../shared/application/deposit-list.js';
import { UnauthorizedError } from '../../../../shared/domain/access.errors.js';
import { UserType } from '../../../../shared/domain/user-type.js';
import { checkedDepositLines } from '../../domain/deposit-list.js';
import { ApplyGameDepositsCommand } from './apply-game-deposits.command.js';

/**
 * The deposits module's answer to the game-list form (ApplyDepositListCommand, sent by the
 * games module's `POST /v1/game` with an array): admins and up; each line checked, then the
 * list applied by ApplyGameDepositsCommand in one transaction.
 */
@CommandHandler(ApplyDepositListCommand)
export class ApplyDepositListHandler implements ICommandHandler<ApplyDepositListCommand> {
  constructor(private readonly commandBus: CommandBus) {}

  execute({ lines, caller }: ApplyDepositListCommand): Promise<number[]> {
    if (caller.userType < UserType.Admin) throw new UnauthorizedError();
    return this.commandBus.execute(new ApplyGameDepositsCommand(checkedDepositLines(lines), caller));
  }
}
