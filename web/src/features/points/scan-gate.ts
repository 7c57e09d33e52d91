/**
 * Repeat scans (product §4, Scanner): a scanner in presentation mode reads a card
 * left on the glass again and again; the same code within the scan delay of its
 * last accepted scan is ignored. A scan the server refused may be tried again at
 * once (`forget`).
 */
import { parseScannedPlayerNumber } from '@league/modules/players/domain/scanned-input.js';

/** Product §9: the scanner's repeat delay, 30 s by default. */
export const SCAN_REPEAT_DELAY_MS = 30_000;

/** The code a scan stands for: its player number when it holds one (`;123`, `123` and a card link agree), else its text. */
export const scanCode = (text: string): string => {
  const playerNumber = parseScannedPlayerNumber(text);
  return playerNumber === null ? text.trim().toLowerCase() : String(playerNumber);
};

export class ScanGate {
  private readonly lastAccepted = new Map<string, number>();

  constructor(private readonly delayMs: number = SCAN_REPEAT_DELAY_MS) {}

  /** True when the scan should be sent; false for a repeat within the delay (and for blank input). */
  accept(text: string, nowMs: number): boolean {
    const code = scanCode(text);
    if (code === '') return false;
    const last = this.lastAccepted.get(code);
    if (last !== undefined && nowMs - last < this.delayMs) return false;
    this.lastAccepted.set(code, nowMs);
    return true;
  }

  /** The scan did not go through: the same card may be scanned again at once. */
  forget(text: string): void {
    this.lastAccepted.delete(scanCode(text));
  }
}
