/**
 * The monitor's Welcome display (product §4.4): what a `displayPlayer` message shows
 * on the TV. Buys only when set; "Nothing to collect" when collect is empty.
 */
import type { GameMessage } from '@/lib/socket';

export type DisplayPlayerMessage = Extract<GameMessage, { type: 'displayPlayer' }>;

export const NOTHING_TO_COLLECT = 'Nothing to collect';

export interface WelcomeLines {
  /** "Welcome Ann Lee" */
  readonly greeting: string;
  readonly name: string;
  /** "15K buy-in + 15K rebuy" (quarterly); null when the message has none. */
  readonly buys: string | null;
  readonly totalPoints: number;
  readonly collect: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function welcomeLines(message: DisplayPlayerMessage): WelcomeLines {
  const points = Number(message.totalPoints);
  const buys = text(message.buys);
  const collect = text(message.collect);
  const name = text(message.playerName);
  return {
    greeting: `Welcome ${name}`.trim(),
    name,
    buys: buys === '' ? null : buys,
    totalPoints: Number.isFinite(points) ? points : 0,
    collect: collect === '' ? NOTHING_TO_COLLECT : collect,
  };
}

/** "1 point", "40 points". */
export const pointsText = (points: number): string => `${points.toLocaleString('en-US')} ${points === 1 ? 'point' : 'points'}`;
