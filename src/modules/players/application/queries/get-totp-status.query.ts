import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import { canUseTwoStep } from '../../domain/two-step.js';
import { TwoStepStore } from '../ports/two-step.store.js';
import { TwoStepPolicy } from '../two-step-policy.js';

export interface TotpStatus {
  /** Hosts and up may turn it on. */
  available: boolean;
  enabled: boolean;
  /** REQUIRE_TOTP_FOR names the caller's level: staff screens wait until it is on. */
  required: boolean;
  /** Unused recovery codes (0 when off). */
  recoveryCodesLeft: number;
}

export class GetTotpStatusQuery extends Query<TotpStatus> {
  constructor(readonly user: AuthenticatedUser) {
    super();
  }
}

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
