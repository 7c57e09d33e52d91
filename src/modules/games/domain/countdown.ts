import { Duration } from 'luxon';
import { EventType } from '../../../shared/domain/event-type.js';

/** Quarterly registration stays open 90 minutes after the game time (product §9.4). */
export const QUARTERLY_REGISTRATION_MS = 90 * 60_000;
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const COUNTDOWN_CLOSE_UP_MS = 2 * HOUR;
export const COUNTDOWN_URGENT_MS = 10 * MINUTE;

export const COUNTDOWN_LABELS = { starts: 'Starts', registrationCloses: 'Registration closes' } as const;

export interface Countdown {
  readonly label: string;
  readonly target: Date;
  readonly remainingMs: number;
  /** h:mm:ss under 2 hours, "2d 3h 15m" / "3h 5m" further out, blank under 1 second */
  readonly text: string;
  /** under 10 minutes and still running */
  readonly urgent: boolean;
}

/** The points screen's and monitor's countdown (product §4.5). */
export function countdown(game: { readonly gameAt: Date; readonly eventType: number }, now: Date): Countdown {
  const isQuarterly = game.eventType === EventType.Quarterly;
  const target = new Date(game.gameAt.getTime() + (isQuarterly ? QUARTERLY_REGISTRATION_MS : 0));
  const remainingMs = target.getTime() - now.getTime();
  const text =
    remainingMs < SECOND ? '' : remainingMs < COUNTDOWN_CLOSE_UP_MS ? clock(remainingMs) : farOff(remainingMs);
  return {
    label: isQuarterly ? COUNTDOWN_LABELS.registrationCloses : COUNTDOWN_LABELS.starts,
    target,
    remainingMs,
    text,
    urgent: text !== '' && remainingMs < COUNTDOWN_URGENT_MS,
  };
}

// luxon floors the smallest unit shown, so 1.999 s left reads 0:00:01.
const clock = (ms: number): string => Duration.fromMillis(ms).toFormat('h:mm:ss');
const farOff = (ms: number): string => Duration.fromMillis(ms).toFormat(ms >= DAY ? "d'd' h'h' m'm'" : "h'h' m'm'");
