import { randomBytes } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { Outbox } from '../../../../shared/application/outbox.js';
import { SecurityLog } from '../../../../shared/application/security-log.js';
import { SecurityNoticeEvent } from '../../domain/security-notice.event.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  canUseTwoStep,
  recoveryCodeFrom,
  recoveryCodeOf,
} from '../../domain/two-step.js';
import { TwoStepAlreadyOnError, TwoStepLevelError, TwoStepNotStartedError } from '../../domain/two-step.errors.js';
import { TwoStepStore } from '../ports/two-step.store.js';
import { SecondFactor } from '../second-factor.js';
import { type TotpConfirmed, ConfirmTotpCommand } from './confirm-totp.command.js';

/** The first right code from the app turns two-step sign-in on and makes ten recovery codes; the account's email is told. */
@CommandHandler(ConfirmTotpCommand)
export class ConfirmTotpHandler implements ICommandHandler<ConfirmTotpCommand> {
  constructor(
    private readonly store: TwoStepStore,
    private readonly secondFactor: SecondFactor,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly securityLog: SecurityLog,
  ) {}

  async execute({ user, code }: ConfirmTotpCommand): Promise<TotpConfirmed> {
    if (!canUseTwoStep(user.userType)) throw new TwoStepLevelError();
    const stored = await this.store.find(user.playerID);
    if (!stored) throw new TwoStepNotStartedError();
    if (stored.confirmedAt) throw new TwoStepAlreadyOnError();
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
      recoveryCodeFrom(randomBytes(RECOVERY_CODE_LENGTH)),
    );
    await this.unitOfWork.run(async () => {
      await this.secondFactor.verify(user.playerID, code, { recovery: false, pending: true });
      const now = this.clock.now();
      await this.store.confirm(
        user.playerID,
        now,
        recoveryCodes.map((recovery) => this.secondFactor.keptRecoveryCode(recoveryCodeOf(recovery)!)),
      );
      // The account's email hears of it: a leaked password must not let someone enrol unnoticed (issue 32).
      await this.outbox.add(
        SecurityNoticeEvent,
        new SecurityNoticeEvent(user.playerID, 'two-step-on', now.toISOString()).toPayload(),
      );
    });
    await this.securityLog.record({
      kind: 'two-step-enrolled',
      outcome: 'success',
      actorID: user.playerID,
      accountID: user.playerID,
      address: user.address ?? null,
    });
    return {
      message:
        'Two-step sign-in is on. Keep these recovery codes somewhere safe: each works once, and they are shown only now.',
      recoveryCodes,
    };
  }
}
