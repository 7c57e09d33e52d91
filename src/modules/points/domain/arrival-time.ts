/**
 * A check-in's arrival time (docs/decisions/0128-issue-30-arrival-time-is-the-scan-time.md):
 * the points screen sends, with every check-in and scan, when the host's device recorded it
 * (`scannedAt`), so a check-in queued through a Wi-Fi drop keeps the time the player
 * arrived. The server stays the authority: it takes the device's time only when it is
 * plausible, and its own receipt time otherwise. The server's "now" is never the device's.
 */

/** A device clock up to this much ahead of the server's is a phone running a little fast: the receipt time is used, without remark. */
export const DEVICE_CLOCK_AHEAD_TOLERANCE_MS = 5_000;
/** The points screen keeps a waiting write this long (web: use-point-writes.ts); a device time older than that cannot be a queued write's. */
export const QUEUED_WRITE_LIMIT_MS = 12 * 60 * 60_000;
/** A game's day opens this long before its start: a 7 pm game's at 7 am, a 00:30 game's at 12:30 the afternoon before. */
export const GAME_DAY_OPENS_BEFORE_MS = 12 * 60 * 60_000;
/** Device and receipt times further apart than this are both recorded in the game's History (a write that waited in the queue). */
export const ARRIVAL_HISTORY_GAP_MS = 5_000;

/** Why a device's time was not used. */
export type ArrivalTimeIssue = 'future' | 'beforeGameDay' | 'olderThanQueue';

/** The History's words for each (shown as "device time 03:12:00 ignored (in the future)"). */
export const ARRIVAL_TIME_ISSUE_TEXT: Record<ArrivalTimeIssue, string> = {
  future: 'in the future',
  beforeGameDay: "before the game's day opened",
  olderThanQueue: 'older than 12 hours',
};

export interface ArrivalTimeInput {
  /** When the device recorded the check-in; undefined when it did not say. */
  readonly scannedAt: Date | undefined;
  /** The server's clock when the request was taken. */
  readonly receivedAt: Date;
  /** The game's start. */
  readonly gameAt: Date;
}

export interface ArrivalTime {
  /** The time to store as the record's arrival and to apply the game's timing rules to. */
  readonly arrivalAt: Date;
  /** Whose clock it is: the device's, or the server's receipt. */
  readonly source: 'device' | 'server';
  /** Set when the device gave a time and it was not used because it was implausible. */
  readonly issue?: ArrivalTimeIssue;
}

/**
 * The arrival time of a check-in: the device's time when it is not in the future (beyond
 * a few seconds of a fast clock), not before the game's day opened and not older than a
 * queued write can be; the receipt time otherwise. Each bound includes its edge.
 */
export function arrivalTime({ scannedAt, receivedAt, gameAt }: ArrivalTimeInput): ArrivalTime {
  const server = (issue?: ArrivalTimeIssue): ArrivalTime =>
    issue ? { arrivalAt: receivedAt, source: 'server', issue } : { arrivalAt: receivedAt, source: 'server' };
  if (!scannedAt || Number.isNaN(scannedAt.getTime())) return server();
  const scanned = scannedAt.getTime();
  const received = receivedAt.getTime();
  if (scanned > received + DEVICE_CLOCK_AHEAD_TOLERANCE_MS) return server('future');
  // A little ahead: the player cannot have arrived after the server heard of it.
  if (scanned > received) return server();
  if (received - scanned > QUEUED_WRITE_LIMIT_MS) return server('olderThanQueue');
  if (gameAt.getTime() - scanned > GAME_DAY_OPENS_BEFORE_MS) return server('beforeGameDay');
  return { arrivalAt: scannedAt, source: 'device' };
}

/** Whether the game's History should show both times: the device gave one that differs meaningfully from the receipt. */
export const differsFromReceipt = (scannedAt: Date | undefined, receivedAt: Date): scannedAt is Date =>
  scannedAt !== undefined && Math.abs(receivedAt.getTime() - scannedAt.getTime()) > ARRIVAL_HISTORY_GAP_MS;

/** How long a device time may be as text: `2026-12-04T20:36:05.123456789+05:30` is 35 characters. */
export const DEVICE_TIME_MAX_LENGTH = 40;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/;

/** A device's time names an instant only with its zone (Z or an offset): a bare wall time could be any of a day's. */
export const namesItsZone = (text: string): boolean => HAS_ZONE.test(text);

/** The instant a checked device time names (the interface checked its form); undefined for none. */
export function deviceTimeOf(text: string | null | undefined): Date | undefined {
  if (!text) return undefined;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? undefined : time;
}
