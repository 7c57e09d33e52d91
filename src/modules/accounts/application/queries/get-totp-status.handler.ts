import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { canUseTwoStep } from '../../domain/two-step.js';
import { TwoStepStore } from '../ports/two-step.store.js';
import { TwoStepPolicy } from '../two-step-policy.js';
import { type TotpStatus, GetTotpStatusQuery } from './get-totp-status.query.js';

/** The caller's two-step sign-in, for the profile's panel; never the secret. */
@QueryHandler(GetTotpStatusQuery)
export class GetTotpStatusHandler implements IQueryHandler<GetTotpStatusQuery> {
  constructor(
    private readonly store: TwoStepStore,
    private readonly policy: TwoStepPolicy,
  ) {}

  async execute({ user }: GetTotpStatusQuery): Promise<TotpStatus> {
    const enabled = await this.store.isOn(user.playerID);
    return {
      available: canUseTwoStep(user.userType),
      enabled,
      required: this.policy.requires(user.userType),
      recoveryCodesLeft: enabled ? await this.store.recoveryCodesLeft(user.playerID) : 0,
    };
  }
}
