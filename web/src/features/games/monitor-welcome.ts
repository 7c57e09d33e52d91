/**
 * The monitor's Welcome display (product §4.4): what a `displayPlayer` message shows
 * on the TV. Buys only when set; "Nothing to collect" when collect is empty; the points
 * line says whose points they are (issue 30: a Regular game shows the year's points, not
 * "Total: 0"). Welcomes that arrive together (a burst after a Wi-Fi drop) wait their turn
 * in a `WelcomeQueue`, each held long enough to be read across the bar.
 */
import type { GameMessage } from '@/lib/socket';

export type DisplayPlayerMessage = Extract<GameMessage, { type: 'displayPlayer' }>;

export const NOTHING_TO_COLLECT = 'Nothing to collect';

/** What the server's points figure counts (src/modules/points/domain/point-calls.ts WelcomeMessage). */
export type WelcomePointsScope = 'game' | 'season' | 'year';

const SCOPE_LABELS: Record<WelcomePointsScope, string> = { game: 'Total', season: 'Season', year: 'This year' };

export interface WelcomeLines {
  /** "Welcome Ann Lee" */
  readonly greeting: string;
  readonly name: string;
  /** "15K buy-in + 15K rebuy" (quarterly); null when the message has none. */
  readonly buys: string | null;
  readonly totalPoints: number;
  /** "This year: 859 points", "Season: 120 points", "Total: 20 points"; null when the game's type has no points to tell. */
  readonly points: string | null;
  readonly collect: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const scopeOf = (value: unknown): WelcomePointsScope | null =>
  value === 'game' || value === 'season' || value === 'year' ? value : null;

/** "1 point", "40 points". */
export const pointsText = (points: number): string =>
  `${points.toLocaleString('en-US')} ${points === 1 ? 'point' : 'points'}`;

export function welcomeLines(message: DisplayPlayerMessage): WelcomeLines {
  const points = Number(message.totalPoints);
  const totalPoints = Number.isFinite(points) ? points : 0;
  const buys = text(message.buys);
  const collect = text(message.collect);
  const name = text(message.playerName);
  const scope = scopeOf(message.pointsScope);
  return {
    greeting: `Welcome ${name}`.trim(),
    name,
    buys: buys === '' ? null : buys,
    totalPoints,
    // No scope: a game type whose points mean nothing at check-in (a tournament): say nothing rather than "0".
    points: scope ? `${SCOPE_LABELS[scope]}: ${pointsText(totalPoints)}` : null,
    collect: collect === '' ? NOTHING_TO_COLLECT : collect,
  };
}

/** Product §4.4 as issue 30 sharpened it: every welcome stays up at least this long. */
export const WELCOME_HOLD_MS = 3_000;
/** Past this many welcomes waiting, newcomers join the last one (see WelcomeQueue). */
export const MAX_WAITING = 8;
/** A joined welcome names this many players, then "and N more". */
export const NAMES_SHOWN = 6;

/** What the monitor has on screen: one player's welcome, or several joined when the queue overflowed. */
export type QueuedWelcome =
  | { readonly kind: 'player'; readonly message: DisplayPlayerMessage }
  | { readonly kind: 'group'; readonly names: readonly string[] };

export interface ShownWelcome {
  readonly welcome: QueuedWelcome;
  /** Tells one welcome from the next (a new key restarts the arrival flash). */
  readonly count: number;
}

/** "Welcome Ann Lee, Bo Quinn and 3 more". */
export function groupGreeting(names: readonly string[]): string {
  const shown = names.slice(0, NAMES_SHOWN);
  const more = names.length - shown.length;
  if (more > 0) return `Welcome ${shown.join(', ')} and ${more} more`;
  return `Welcome ${shown.slice(0, -1).join(', ')}${shown.length > 1 ? ' and ' : ''}${shown[shown.length - 1] ?? ''}`;
}

/** The TV's one-line form of a welcome (TV mode's clock board). */
export function welcomeLine(welcome: QueuedWelcome): string {
  if (welcome.kind === 'group') return groupGreeting(welcome.names);
  const lines = welcomeLines(welcome.message);
  return [`Welcome ${lines.name}`, lines.collect].join(' · ');
}

const nameOf = (welcome: QueuedWelcome): string[] =>
  welcome.kind === 'group' ? [...welcome.names] : [text(welcome.message.playerName)];

/**
 * The welcomes in arrival order. The first shows at once; each stays at least
 * `WELCOME_HOLD_MS`, then the next waiting one takes its place (the last stays on
 * screen until another arrives). A very long queue (a long drop on a busy night: 30
 * check-ins sent at once would take 90 s) is capped: with `MAX_WAITING` waiting, a new
 * arrival joins the last waiting welcome, which then greets several players by name.
 * So nobody's welcome is dropped, none is shorter than the hold, and the screen is
 * at most about 25 s behind the host.
 */
export class WelcomeQueue {
  private readonly waiting: QueuedWelcome[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private count = 0;

  constructor(private readonly show: (shown: ShownWelcome) => void) {}

  push(message: DisplayPlayerMessage): void {
    const welcome: QueuedWelcome = { kind: 'player', message };
    if (this.timer === null) {
      this.display(welcome);
      return;
    }
    if (this.waiting.length < MAX_WAITING) {
      this.waiting.push(welcome);
      return;
    }
    const last = this.waiting.pop()!;
    this.waiting.push({ kind: 'group', names: [...nameOf(last), ...nameOf(welcome)] });
  }

  /** How many are waiting behind the one on screen. */
  get waitingCount(): number {
    return this.waiting.length;
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.waiting.length = 0;
  }

  private display(welcome: QueuedWelcome): void {
    this.count += 1;
    this.show({ welcome, count: this.count });
    this.timer = setTimeout(() => this.next(), WELCOME_HOLD_MS);
  }

  private next(): void {
    this.timer = null;
    const following = this.waiting.shift();
    if (following) this.display(following);
  }
}
