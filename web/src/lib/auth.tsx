/**
 * The session: who is logged in, their level, and host mode.
 *
 * The user lives in localStorage (lib/session-store.ts) so the site starts at once,
 * even offline, and is re-checked with GET /v1/user/me when the app starts: a token
 * the server no longer accepts (401) ends the session there and then. No network (status 0)
 * or a server fault (5xx) keeps the session: staff screens open at the bar without Wi-Fi.
 *
 * Host mode (product §4.3) is automatic for admins and above, otherwise it is on
 * after the host agreement (POST /v1/user/agreement), for this session only.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { hasAutomaticHostMode, UserType } from '@league/shared/domain/user-type.js';
import { ApiError } from './api-client';
import { apiRead, apiSend, readPath, type Schema } from './api-reads';
import { forgetKeptReads } from './kept-reads';
import { sessionStore, toSessionUser, type SessionUser } from './session-store';
import { useColorSchemePerUser } from './color-scheme';

export type { SessionUser } from './session-store';

export interface Auth {
  /** The logged-in user, or null for a visitor. */
  readonly user: SessionUser | null;
  /**
   * Logs in; rejects with ApiError (401 "Invalid credentials", 429 when throttled ...).
   * With two-step sign-in on, answers the challenge instead: `completeTwoStep` finishes.
   */
  login(userName: string, password: string): Promise<SessionUser | TwoStepChallenge>;
  /** The log-in's second step: the challenge and a code from the app or a recovery code. */
  completeTwoStep(challenge: string, code: string): Promise<SessionUser>;
  /** Reads the user again from the server (after turning two-step sign-in on or off). */
  refreshUser(): Promise<void>;
  /** Logs out at once on this device; tells the server in the background. */
  logout(): Promise<void>;
  /** Ends every session of this user, on every device (this one too); rejects with ApiError when the server could not, and then nothing changes here. */
  logoutEverywhere(): Promise<void>;
  /** Host tools are open: admin and above always, others after the host agreement. */
  readonly hostMode: boolean;
  /** The user is logged in with at least this UserType. */
  isAtLeast(level: number): boolean;
  /** Accepts the host agreement (host level and above) and turns host mode on. */
  acceptHostAgreement(): Promise<SessionUser>;
}

export const hasHostMode = (user: SessionUser | null): boolean =>
  user !== null && (user.hostMode || hasAutomaticHostMode(user.userType));

export const isAtLeastLevel = (user: SessionUser | null, level: number): boolean =>
  user !== null && user.userType >= level;

/** POST /v1/user/login's answer when two-step sign-in is on: no session yet. */
export type TwoStepChallenge = Schema<'TwoStepChallenge'>;

/** The user as the session calls answer it (login, its second step, /me, /agreement). */
type UserAnswer = Schema<'SessionUser'>;

export const isTwoStepChallenge = (answer: unknown): answer is TwoStepChallenge =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as Record<string, unknown>)['totpRequired'] === true &&
  typeof (answer as Record<string, unknown>)['challenge'] === 'string';

const AuthContext = createContext<Auth | null>(null);

/** The user as the server answered it, keeping the token we hold (/me and /agreement send none). */
function adopt(answer: UserAnswer, token: string): SessionUser {
  // Checked again as the stored session is: what the site keeps is SessionUser (lib/session-store.ts).
  const user = toSessionUser({ ...answer, authToken: answer.authToken || token });
  if (!user) throw new ApiError('The server sent an answer the site could not read.', 200);
  return user;
}

const noSession = (): null => null;

export function AuthProvider({ children }: { children: ReactNode }) {
  // The server renders public pages for nobody in particular; hydrating that HTML starts as nobody
  // too, and the session's own parts follow at once (docs/decisions/0138-server-rendered-public-pages.md).
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, noSession);
  const queryClient = useQueryClient();
  const loggingOut = useRef(false);
  const checkedToken = useRef<string | null>(null);

  useColorSchemePerUser(user?.playerID ?? null);

  // Re-check a stored session once per token. Only the server's 401 ends it (inside
  // api-client); a network failure keeps the stored user, so bad Wi-Fi never logs anyone out.
  useEffect(() => {
    const token = user?.authToken;
    if (!token || checkedToken.current === token) return;
    checkedToken.current = token;
    apiRead(readPath('/v1/user/me'))
      .then((answer) => {
        if (sessionStore.get()?.authToken === token) sessionStore.set(adopt(answer, token));
      })
      .catch(() => undefined);
  }, [user?.authToken]);

  // Tell people when the server ended their session (expired or revoked token).
  const previousUser = useRef(user);
  useEffect(() => {
    const had = previousUser.current;
    previousUser.current = user;
    // A shared phone: what one user's screens read is never kept for the next (lib/kept-reads.ts).
    if (had && had.playerID !== user?.playerID) void forgetKeptReads();
    if (had && user && had.playerID !== user.playerID) void queryClient.resetQueries();
    if (had && !user) {
      void queryClient.resetQueries();
      if (!loggingOut.current) {
        notifications.show({
          color: 'yellow',
          title: 'Logged out',
          message: 'Your session has ended. Please log in again.',
        });
      }
      loggingOut.current = false;
    }
  }, [user, queryClient]);

  const begin = useCallback(
    (answer: UserAnswer): SessionUser => {
      const loggedIn = toSessionUser(answer);
      if (!loggedIn) throw new ApiError('The server sent an answer the site could not read.', 200);
      checkedToken.current = loggedIn.authToken; // fresh from the server: no need to re-check
      sessionStore.set(loggedIn);
      // Host mode shows unlisted games and more: refetch what was read as a visitor.
      void queryClient.resetQueries();
      return loggedIn;
    },
    [queryClient],
  );

  const login = useCallback(
    async (userName: string, password: string): Promise<SessionUser | TwoStepChallenge> => {
      const answer = await apiSend('post', '/v1/user/login', undefined, { userName, password });
      return isTwoStepChallenge(answer) ? answer : begin(answer);
    },
    [begin],
  );

  const completeTwoStep = useCallback(
    async (challenge: string, code: string): Promise<SessionUser> =>
      begin(await apiSend('post', '/v1/user/login/totp', undefined, { challenge, code })),
    [begin],
  );

  const refreshUser = useCallback(async (): Promise<void> => {
    const token = sessionStore.get()?.authToken;
    if (!token) return;
    const answer = await apiRead(readPath('/v1/user/me'));
    if (sessionStore.get()?.authToken === token) sessionStore.set(adopt(answer, token));
  }, []);

  const logout = useCallback(async (): Promise<void> => {
    if (!sessionStore.get()) return;
    // Send first: the request takes the token with it before the session is cleared.
    const told = apiSend('post', '/v1/user/logout', undefined, {});
    loggingOut.current = true;
    sessionStore.set(null);
    void told.catch(() => undefined);
  }, []);

  const logoutEverywhere = useCallback(async (): Promise<void> => {
    if (!sessionStore.get()) return;
    // Wait for the server: the other devices are logged out only when it says so.
    await apiSend('post', '/v1/user/logout-all', undefined, {});
    loggingOut.current = true;
    sessionStore.set(null);
  }, []);

  const acceptHostAgreement = useCallback(async (): Promise<SessionUser> => {
    const token = sessionStore.get()?.authToken;
    if (!token) throw new ApiError('Please log in first.', 401);
    const answer = await apiSend('post', '/v1/user/agreement', undefined, { accepted: true });
    const updated = { ...adopt(answer, token), hostMode: true };
    if (sessionStore.get()?.authToken === token) sessionStore.set(updated);
    void queryClient.invalidateQueries();
    return updated;
  }, [queryClient]);

  const value = useMemo<Auth>(
    () => ({
      user,
      login,
      completeTwoStep,
      refreshUser,
      logout,
      logoutEverywhere,
      hostMode: hasHostMode(user),
      isAtLeast: (level: number) => isAtLeastLevel(user, level),
      acceptHostAgreement,
    }),
    [user, login, completeTwoStep, refreshUser, logout, logoutEverywhere, acceptHostAgreement],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}

export const LOGIN_PATH = '/users/login';
export const UNAUTHORIZED_PATH = '/unauthorized';
/** Where a user who must turn two-step sign-in on is sent from staff screens (the profile's "Two-step sign-in" panel). */
export const TWO_STEP_SETUP_PATH = '/users/profile';

/** Where RequireRole sent the visitor from, so log-in can return there. */
export interface LoginRedirectState {
  readonly from?: { readonly pathname: string; readonly search: string; readonly hash: string };
}

/**
 * Why RequireRole sent the visitor to /unauthorized when their level was enough but host
 * mode was missing: the Unauthorized page then says host mode comes with the host
 * agreement and links to it (with the game they were opening, when there is one).
 */
export interface HostModeNeededState {
  readonly hostModeNeeded: true;
  /** The game of the host screen they opened (0 for none). */
  readonly gameID: number;
}

export const isHostModeNeeded = (state: unknown): state is HostModeNeededState =>
  typeof state === 'object' && state !== null && (state as Partial<HostModeNeededState>).hostModeNeeded === true;

export interface RequireRoleProps {
  /** Lowest UserType allowed (UserType.None: any logged-in user). */
  readonly level: number;
  /** Also require host mode. */
  readonly hostMode?: boolean;
  /** What to guard; without children it guards the nested routes (<Outlet />). */
  readonly children?: ReactNode;
}

/**
 * Guards a screen: not logged in -> /users/login (and back after log-in);
 * level too low or host mode missing -> /unauthorized (product §6).
 * app/router.tsx puts it round every route whose table entry has `access`.
 */
export function RequireRole({ level, hostMode = false, children }: RequireRoleProps) {
  const auth = useAuth();
  const location = useLocation();
  const params = useParams();
  if (!auth.user) {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  if (!auth.isAtLeast(level)) return <Navigate to={UNAUTHORIZED_PATH} replace />;
  if (hostMode && !auth.hostMode) {
    const gameID = Number(params['gameID']);
    const state: HostModeNeededState = {
      hostModeNeeded: true,
      gameID: Number.isInteger(gameID) && gameID > 0 ? gameID : 0,
    };
    return <Navigate to={UNAUTHORIZED_PATH} replace state={state} />;
  }
  // REQUIRE_TOTP_FOR: staff screens wait until two-step sign-in is on (the server refuses them too).
  if (auth.user.totpSetupRequired && level > UserType.Player) {
    return <Navigate to={TWO_STEP_SETUP_PATH} replace />;
  }
  return <>{children ?? <Outlet />}</>;
}
