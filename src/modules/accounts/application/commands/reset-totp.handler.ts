import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { SecurityLog } from '../../../../shared/application/security-log.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { PlayerNotFoundError } from '../../../players/domain/players.errors.js';
import { TwoStepNotOnError } from '../../domain/two-step.errors.js';
import { AccountRepository } from '../../../players/application/ports/account.repository.js';
import { LoginChallengeStore, TwoStepStore } from '../ports/two-step.store.js';
import { ResetTotpCommand } from './reset-totp.command.js';

/**
 * An owner turns two-step sign-in off for someone who lost their device (the route is
 * Owner only): the secret, the recovery codes and any log-in waiting for a code go.
 */
@CommandHandler(ResetTotpCommand)
export class ResetTotpHandler implements ICommandHandler<ResetTotpCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly store: TwoStepStore,
    private readonly challenges: LoginChallengeStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly securityLog: SecurityLog,
  ) {}

  async execute({ playerID, caller }: ResetTotpCommand): Promise<{ message: string }> {
    const account = await this.accounts.findByID(playerID);
    if (!account) throw new PlayerNotFoundError();
    await this.unitOfWork.run(async () => {
      if (!(await this.store.remove(playerID))) throw new TwoStepNotOnError();
      await this.challenges.endAllOf(playerID, this.clock.now());
    });
    await this.securityLog.record({
      kind: 'two-step-removed',
      outcome: 'success',
      actorID: caller.playerID,
      accountID: playerID,
      address: caller.address ?? null,
      detail: 'reset by the owner',
    });
    return { message: `Two-step sign-in is off for ${account.title}; they can turn it on again from their profile` };
  }
}
