import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useNetwork } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useCountdown } from '@/components/ui/game-countdown';
import { ApiError, errorMessage, failureText } from '@/lib/api-client';
import { namedHead, usePageHead } from '@/lib/page-head';
import { useGameMessages, useRealtimeStatus, type RealtimeStatus } from '@/lib/socket';
import { gameQueryOptions, type GameRow } from '../api/games';
import { CANCELED_MESSAGE } from '../game-status';
import { gameDateText, gameTimeText } from '../game-time';
import { useLiveGame } from '../hooks/use-live-game';
import { groupGreeting, welcomeLine, welcomeLines, WelcomeQueue, type ShownWelcome } from '../monitor-welcome';
import { ClockBoard } from './game-clock-board';
import classes from './game-monitor.module.css';

/** Read the game again now and then even with no message: a TV runs for hours and a socket can die silently. */
const SAFETY_REFRESH_MS = 5 * 60_000;
/** After a failed read that is not the server's final word, try again this often. */
const RETRY_FAILED_MS = 15_000;

/** Never shrink type below this share of its designed size to make it fit. */
const MIN_FIT = 0.6;

/**
 * Shrinks the whole screen's type (the CSS variable --fit) step by step until nothing
 * scrolls: a long title or name still fits a TV, however the TV's fonts run. Measured
 * again when the content changes and when the window is resized.
 */
function useFitToScreen(ref: RefObject<HTMLDivElement | null>, content: string): void {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const fit = () => {
      let scale = 1;
      box.style.setProperty('--fit', '1');
      while (box.scrollHeight > box.clientHeight + 1 && scale > MIN_FIT) {
        scale = Math.round((scale - 0.05) * 100) / 100;
        box.style.setProperty('--fit', String(scale));
      }
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [ref, content]);
}

/**
 * Keeps the screen from sleeping while the monitor is shown (a laptop driving the TV
 * would otherwise blank it mid-evening), where the browser offers a wake lock. The
 * lock is released when the tab is hidden, so it is asked for again on return.
 */
function useScreenAwake(): void {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return undefined;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (granted) => {
          if (stopped) void granted.release();
          else lock = granted;
        },
        () => undefined, // refused (battery saver, no user gesture yet): the TV's own settings decide
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}

/** The welcome on screen: this game's `displayPlayer` messages, each held a while, in arrival order. */
function useWelcomes(gameID: number): ShownWelcome | null {
  const [shown, setShown] = useState<ShownWelcome | null>(null);
  const [queue] = useState(() => new WelcomeQueue(setShown));
  useEffect(() => () => queue.stop(), [queue]);
  useGameMessages(gameID, (message) => {
    if (message.type === 'displayPlayer' && message.gameID === gameID) queue.push(message);
  });
  return shown;
}

const addressOf = (game: GameRow): string =>
  [game.venueAddress, [game.venueCity, game.venueState].filter(Boolean).join(', ')].filter(Boolean).join(', ');

/**
 * The game monitor (product §2.12, §4.4): a full screen for a TV across the bar. It
 * shows the game, its countdown and a welcome for each player the host checks in
 * (the last `displayPlayer` for this game), and keeps itself current: `refreshGame`
 * and every reconnection read the game again (lib/socket.ts rejoins the room).
 */
export function GameMonitor({ gameID }: { readonly gameID: number }) {
  const game = useQuery({
    ...gameQueryOptions(gameID),
    refetchInterval: (query) =>
      query.state.status === 'error'
        ? query.state.error instanceof ApiError && query.state.error.status === 404
          ? false
          : RETRY_FAILED_MS
        : SAFETY_REFRESH_MS,
  });
  useLiveGame(gameID);
  const welcome = useWelcomes(gameID);
  usePageHead(
    game.data
      ? namedHead(game.data.displayTitle, `The game monitor of ${game.data.displayTitle}.`, { noindex: true })
      : null,
  );
  useScreenAwake();
  // TV mode (issue 23): the tournament clock full screen; `?tv=1`, or the corner switch.
  const [search, setSearch] = useSearchParams();
  const tv = search.get('tv') === '1';
  const switchMode = () =>
    setSearch(
      (params) => {
        const next = new URLSearchParams(params);
        if (tv) next.delete('tv');
        else next.set('tv', '1');
        return next;
      },
      { replace: true },
    );
  const screen = useRef<HTMLDivElement>(null);
  useFitToScreen(screen, `${JSON.stringify(game.data ?? null)}|${welcome?.count ?? 0}|${game.status}`);

  if (tv && gameID > 0 && !(game.error instanceof ApiError && game.error.status === 404)) {
    const line = welcome ? welcomeLine(welcome.welcome) : null;
    return (
      <div className={classes.tvShell} data-testid="game-monitor" data-mode="tv">
        <ClockBoard
          gameID={gameID}
          title={game.data?.displayTitle}
          welcome={line}
          mode="tv"
          phoneQr={game.data ? !game.data.unlisted : false}
        />
        <ModeSwitch tv onClick={switchMode} />
        <ConnectionLight />
      </div>
    );
  }

  let body;
  if (game.data) {
    body = <MonitorFacts game={game.data} welcome={welcome} />;
  } else if (!(gameID > 0) || (game.error instanceof ApiError && game.error.status === 404)) {
    body = <p className={classes.notice}>{game.error ? errorMessage(game.error) : 'Game not found'}</p>;
  } else if (game.isError) {
    body = <p className={classes.notice}>{failureText('Error getting game', game.error, [400])}</p>;
  } else {
    body = <p className={classes.notice}>Loading...</p>;
  }

  return (
    <div ref={screen} className={classes.screen} data-testid="game-monitor">
      {body}
      {gameID > 0 && <ModeSwitch tv={false} onClick={switchMode} />}
      <ConnectionLight />
    </div>
  );
}

function MonitorFacts({ game, welcome }: { readonly game: GameRow; readonly welcome: ShownWelcome | null }) {
  const zone = game.venueTimeZone;
  const address = addressOf(game);
  return (
    <>
      <header className={classes.header}>
        <h1 className={classes.title} data-testid="monitor-title">
          {game.displayTitle}
        </h1>
        <div className={classes.subheader}>
          <div className={classes.facts}>
            <span className={classes.venue} data-testid="monitor-venue">
              {game.venueName}
            </span>
            <span data-testid="monitor-time">
              {gameDateText(game.gameAt, zone)} · {gameTimeText(game.gameAt, zone)}
            </span>
            <span data-testid="monitor-address">{address || 'No address on file'}</span>
          </div>
          {!game.canceled && <MonitorCountdown game={game} />}
        </div>
      </header>
      {game.canceled ? (
        <p className={`${classes.notice} ${classes.canceled}`} data-testid="monitor-canceled" role="status">
          {CANCELED_MESSAGE}
        </p>
      ) : (
        <Welcome welcome={welcome} />
      )}
    </>
  );
}

function MonitorCountdown({ game }: { readonly game: GameRow }) {
  const shown = useCountdown(game);
  // Blank under a second (product §4.5).
  return (
    <div
      className={`${classes.countdown} ${shown?.urgent ? classes.urgent : ''}`}
      data-testid="monitor-countdown"
      data-urgent={shown?.urgent || undefined}
      role="timer"
      aria-live="off"
    >
      {shown?.text && (
        <>
          <span data-testid="countdown-label">{shown.label}</span>
          <span className={classes.countdownTime} data-testid="countdown-time">
            {shown.text}
          </span>
        </>
      )}
    </div>
  );
}

/** Long names get a smaller size so they still fit on one line across the screen. */
const LONG_NAME = 18;

function Welcome({ welcome }: { readonly welcome: ShownWelcome | null }) {
  if (!welcome) {
    return (
      <section className={classes.welcome} aria-label="Welcome" data-testid="monitor-welcome">
        <p className={classes.waiting}>Welcome! Check in with your host.</p>
      </section>
    );
  }
  // A new key per welcome restarts the arrival flash, even for the same player twice.
  if (welcome.welcome.kind === 'group') {
    return (
      <section
        key={welcome.count}
        className={`${classes.welcome} ${classes.fresh}`}
        aria-label="Welcome"
        aria-live="polite"
        data-testid="monitor-welcome"
      >
        <h2 className={classes.greeting} data-testid="welcome-name">
          {groupGreeting(welcome.welcome.names)}
        </h2>
      </section>
    );
  }
  const lines = welcomeLines(welcome.welcome.message);
  return (
    <section
      key={welcome.count}
      className={`${classes.welcome} ${classes.fresh}`}
      aria-label="Welcome"
      aria-live="polite"
      data-testid="monitor-welcome"
    >
      <h2 className={classes.greeting} data-testid="welcome-name">
        <span className={classes.welcomeWord}>Welcome</span>{' '}
        <span
          className={lines.name.length > LONG_NAME ? `${classes.name} ${classes.longName}` : classes.name}
          data-testid="welcome-player"
        >
          {lines.name}
        </span>
      </h2>
      {(lines.buys || lines.points) && (
        <p className={classes.line}>
          {lines.buys && <span data-testid="welcome-buys">{lines.buys}</span>}
          {lines.buys && lines.points && (
            <span className={classes.separator} aria-hidden>
              {' · '}
            </span>
          )}
          {lines.points && (
            <span className={classes.nowrap} data-testid="welcome-points">
              {lines.points}
            </span>
          )}
        </p>
      )}
      <p className={classes.collect} data-testid="welcome-collect">
        {lines.collect}
      </p>
    </section>
  );
}

const CONNECTION_TEXT: Record<RealtimeStatus, string> = {
  idle: 'Offline',
  connecting: 'Connecting...',
  connected: 'Live',
  reconnecting: 'Reconnecting...',
};

/** The corner switch between the welcome screen and the tournament clock (TV mode). */
function ModeSwitch({ tv, onClick }: { readonly tv: boolean; readonly onClick: () => void }) {
  return (
    <button type="button" className={classes.modeSwitch} onClick={onClick} data-testid="monitor-mode">
      {tv ? 'Welcome screen' : 'Tournament clock'}
    </button>
  );
}

/** A small light in the corner for the host: is the screen still hearing the points screen? */
function ConnectionLight() {
  const status = useRealtimeStatus();
  // No network at all (issue 30): the screen shows what it last read, and says so in its corner.
  const { online } = useNetwork();
  return (
    <div
      className={classes.connection}
      data-testid="monitor-connection"
      data-status={online ? status : 'offline'}
      role="status"
    >
      <span className={classes.light} aria-hidden />
      {online ? CONNECTION_TEXT[status] : 'Offline'}
    </div>
  );
}
