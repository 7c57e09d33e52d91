import { SITE_URL } from '@/config/site';
import { useEffect, useRef, useState } from 'react';
import QRCode from 'qrcode';
import { blindsText, clockText, levelName } from '@league/modules/games/domain/game-clock.js';
import { href } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useNetwork } from '@mantine/hooks';
import { clockWaitText, useGameClock, type ShownClock } from '../hooks/use-game-clock';
import classes from './game-clock-board.module.css';

/** A short two-tone beep (WebAudio), for a level change: browsers allow sound only after a click, hence the button. */
function beep(context: AudioContext): void {
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.25, 1320],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.22);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.25);
  }
}

/** Sound at each level change: off by default; one click turns it on (and plays a beep, so the room hears it works). */
function useLevelSound(shown: ShownClock | null): { readonly on: boolean; readonly toggle: () => void } {
  const context = useRef<AudioContext | null>(null);
  const [on, setOn] = useState(false);
  const lastLevel = useRef<number | null>(null);
  const level = shown ? `${shown.view.levelIndex}:${shown.view.status === 'finished'}` : null;
  useEffect(() => {
    if (level === null) return;
    const previous = lastLevel.current;
    lastLevel.current = shown!.view.levelIndex;
    if (previous !== null && previous !== shown!.view.levelIndex && on && context.current) beep(context.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a beep only when the level changes
  }, [level]);
  const toggle = () => {
    if (on) {
      setOn(false);
      return;
    }
    const AudioContextClass =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return;
    context.current ??= new AudioContextClass();
    void context.current.resume();
    beep(context.current);
    setOn(true);
  };
  return { on, toggle };
}

/** The QR code of the phone clock page, drawn here (no third party sees the address). */
function PhoneQr({ gameID }: { readonly gameID: number }) {
  const [image, setImage] = useState<string | null>(null);
  const url = `${SITE_URL}${href('gameClock', { gameID })}`;
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, {
      errorCorrectionLevel: 'M',
      margin: 1,
      width: 480,
      color: { dark: '#000000', light: '#ffffff' },
    }).then((data) => live && setImage(data));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <figure className={classes.qr} data-testid="clock-qr">
      {image && <img src={image} alt={`QR code: the clock on your phone, ${url}`} />}
      <figcaption>Clock on your phone</figcaption>
    </figure>
  );
}

export interface ClockBoardProps {
  readonly gameID: number;
  readonly title?: string;
  /** The welcome line (the TV: the last player checked in). */
  readonly welcome?: string | null;
  /** `tv`: the monitor's TV mode (QR code, sound); `phone`: the public page. */
  readonly mode: 'tv' | 'phone';
  /** The TV's QR code of the phone page; off for a practice (unlisted) game, whose phone page visitors cannot open (docs/decisions/0113-a-practice-games-phone-clock-stays-private.md). */
  readonly phoneQr?: boolean;
}

/**
 * The tournament clock, full screen (issue 23): the level, its blinds, the time left
 * (large), the next level, the next break, the players left and the welcome line. Every
 * size follows the screen (--u, as the monitor's), so a TV across the room at 1080p or
 * 4K and a 375 px phone show the same picture at their scale.
 */
export function ClockBoard({ gameID, title, welcome, mode, phoneQr = true }: ClockBoardProps) {
  const { online } = useNetwork();
  const { shown, error } = useGameClock(gameID);
  const sound = useLevelSound(mode === 'tv' ? shown : null);

  if (!shown) {
    return (
      <div className={`${classes.board} ${classes[mode]}`} data-testid="clock-board">
        <p className={classes.notice}>{clockWaitText(error, online, errorMessage)}</p>
      </div>
    );
  }
  const { view } = shown;
  const level = view.levels[view.levelIndex];
  const next = view.levels[view.levelIndex + 1];
  const status =
    view.status === 'ready'
      ? 'Starting soon'
      : view.status === 'paused'
        ? 'Paused'
        : view.status === 'finished'
          ? 'Last level over'
          : null;
  return (
    <div className={`${classes.board} ${classes[mode]}`} data-testid="clock-board" data-status={view.status}>
      <header className={classes.top}>
        <h1 className={classes.title} data-testid="clock-title">
          {title ?? 'Tournament clock'}
        </h1>
        {mode === 'tv' && (
          <button
            type="button"
            className={classes.sound}
            onClick={sound.toggle}
            aria-pressed={sound.on}
            data-testid="clock-sound"
          >
            {sound.on ? 'Sound on' : 'Sound off: click to hear level changes'}
          </button>
        )}
      </header>
      <main className={classes.main}>
        <div className={classes.level} data-testid="clock-level">
          {levelName(view.levels, view.levelIndex)}
          {status && (
            <span className={classes.state} data-testid="clock-state">
              {' · '}
              {status}
            </span>
          )}
        </div>
        <div
          className={`${classes.time} ${shown.remainingMs >= 3_600_000 ? classes.long : ''} ${view.status === 'paused' ? classes.paused : ''} ${shown.remainingMs < 60_000 && view.status === 'running' ? classes.urgent : ''}`}
          data-testid="clock-time"
          data-deadline={shown.localDeadline ?? undefined}
          data-offset-error-ms={shown.offsetErrorMs === null ? undefined : Math.round(shown.offsetErrorMs)}
          data-remaining-ms={Math.round(shown.remainingMs)}
          role="timer"
          aria-live="off"
        >
          {clockText(shown.remainingMs)}
        </div>
        <div className={classes.blinds} data-testid="clock-blinds">
          {level?.break ? 'Break' : blindsText(level)}
        </div>
      </main>
      <footer className={classes.facts}>
        <div className={classes.fact}>
          <span className={classes.label}>Next level</span>
          <span className={classes.value} data-testid="clock-next">
            {next ? blindsText(next) : 'None'}
          </span>
        </div>
        <div className={classes.fact}>
          <span className={classes.label}>Next break</span>
          <span className={classes.value} data-testid="clock-next-break">
            {shown.nextBreak ? `in ${clockText(shown.nextBreak.inMs)}` : 'None'}
          </span>
        </div>
        <div className={classes.fact}>
          <span className={classes.label}>Players left</span>
          <span className={classes.value} data-testid="clock-players">
            {shown.playersLeft}
          </span>
        </div>
        {mode === 'tv' && phoneQr && <PhoneQr gameID={gameID} />}
      </footer>
      {welcome !== undefined && (
        <p className={classes.welcome} data-testid="clock-welcome" aria-live="polite">
          {welcome ?? 'Welcome! Check in with your host.'}
        </p>
      )}
    </div>
  );
}
