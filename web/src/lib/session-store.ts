/**
 * The logged-in user, kept in localStorage (product §4.3) so a reload or a new tab
 * stays logged in. A tiny external store: the API client reads it without React,
 * lib/auth.tsx subscribes to it. Other tabs' log-in and log-out arrive through the
 * browser's storage event.
 */

/** POST /v1/user/login's answer (docs/api.md "Accounts"). */
export interface SessionUser {
  readonly playerID: number;
  readonly playerNumber: string;
  readonly userName: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly title: string;
  readonly email: string;
  readonly userType: number;
  readonly authToken: string;
  readonly hostMode: boolean;
  /** REQUIRE_TOTP_FOR names this user's level and their two-step sign-in is not on: staff screens wait (lib/auth.tsx RequireRole). */
  readonly totpSetupRequired?: boolean;
}

export const SESSION_STORAGE_KEY = 'league.session';

type Listener = () => void;

/** Accepts only what looks like a login answer; anything else is no session. */
export function toSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record['playerID'] !== 'number' || typeof record['authToken'] !== 'string' || !record['authToken'])
    return null;
  if (typeof record['userType'] !== 'number') return null;
  const text = (name: string): string => {
    const field = record[name];
    return typeof field === 'string' ? field : field === null || field === undefined ? '' : String(field);
  };
  return {
    playerID: record['playerID'],
    playerNumber: text('playerNumber'),
    userName: text('userName'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    title: text('title'),
    email: text('email'),
    userType: record['userType'],
    authToken: record['authToken'],
    hostMode: record['hostMode'] === true,
    ...(record['totpSetupRequired'] === true ? { totpSetupRequired: true } : {}),
  };
}

function readStored(): SessionUser | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    return raw ? toSessionUser(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function writeStored(user: SessionUser | null): void {
  try {
    if (user) globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    else globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Private mode or a full store: the session still lives for this page.
  }
}

let current: SessionUser | null = readStored();
const listeners = new Set<Listener>();

const notify = (): void => listeners.forEach((listener) => listener());

export const sessionStore = {
  get(): SessionUser | null {
    return current;
  },
  set(user: SessionUser | null): void {
    current = user;
    writeStored(user);
    // index.html's first script sets it from the stored session (the header's avatar waits for hydration under it).
    if (typeof document !== 'undefined') document.documentElement.toggleAttribute('data-signed-in', user !== null);
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    current = readStored();
    notify();
  });
}
