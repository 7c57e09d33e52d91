import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';

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
