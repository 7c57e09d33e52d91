/**
 * A yes/no state that changes only after several observations in a row say so: one slow second,
 * or one good one in a bad spell, does not flip it (a load balancer routing on it would otherwise
 * flap, and on a busy machine drop every process at once).
 */
export class Hysteresis {
  private streak = 0;

  constructor(
    private state: boolean,
    /** Observations in a row against the state that turn it false (when true) or true (when false). */
    private readonly toFalseAfter: number,
    private readonly toTrueAfter: number,
  ) {}

  get current(): boolean {
    return this.state;
  }

  /** Notes one observation (true: it looks fine) and answers the state after it. */
  observe(fine: boolean): boolean {
    if (fine === this.state) {
      this.streak = 0;
      return this.state;
    }
    this.streak++;
    if (this.streak >= (this.state ? this.toFalseAfter : this.toTrueAfter)) {
      this.state = fine;
      this.streak = 0;
    }
    return this.state;
  }
}
