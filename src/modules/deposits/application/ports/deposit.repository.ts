import type { Deposit } from '../../domain/deposit.js';

export abstract class DepositRepository {
  /** The deposit with its row locked until the transaction ends (two edits at once run one after the other); null when there is none. */
  abstract lock(depositID: number): Promise<Deposit | null>;
  /** Inserts when depositID is 0; answers the saved deposit. */
  abstract save(deposit: Deposit): Promise<Deposit>;
  /** Deletes the deposit and what it applied (deposit_games). */
  abstract delete(depositID: number): Promise<void>;
  /** The deposit whose image this is, or null. */
  abstract findByImage(name: string): Promise<Deposit | null>;
  /** Sets (or clears) the deposit's image, and nothing else. */
  abstract setImage(depositID: number, name: string | null): Promise<void>;
}
