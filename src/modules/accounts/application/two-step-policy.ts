import { twoStepRequired } from '../domain/two-step.js';

/** The install's REQUIRE_TOTP_FOR and the name apps show for the league (SITE_NAME), given by the module from Settings. */
export class TwoStepPolicy {
  constructor(
    /** The lowest user type that must use two-step sign-in; null = nobody must. */
    readonly requiredFrom: number | null,
    readonly issuer: string,
  ) {}

  requires(userType: number): boolean {
    return twoStepRequired(userType, this.requiredFrom);
  }
}
