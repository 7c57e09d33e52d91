import { terminalSafe } from '../../shared/domain/plain-text.js';
import { PlayerSearchAnswer, OldSiteClient } from '../application/ports/old-site.client.js';
import type {
  OldDeposit,
  OldEvent,
  OldGame,
  OldPlayer,
  OldPlayerName,
  OldPoint,
  OldPost,
  OldVenue,
  StandingsRow,
} from '../domain/old-site-records.js';

interface Rows<T> {
  rows: T[];
  total: number;
}

/** Every game the old site holds: all dates the calls accept. */
const ALL_DATES = '1900-01-01/2999-12-31';
const GAME_PAGE = 100;
const ATTEMPTS = 4;
/**
 * How long one call may take, its whole body included: a connection that stops answering (a
 * dropped link, a stuck proxy) fails the call, which is tried again, instead of holding the
 * import forever. The largest read (a page of 100 games) answers in well under a second.
 */
export const OLD_SITE_CALL_TIMEOUT_MS = 60_000;

/** A failure of the old site, with the call it answered; the old site's words only in safe characters (they reach a terminal). */
export class OldSiteError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    message: string,
  ) {
    super(`${path}: ${status} ${terminalSafe(String(message))}`);
  }
}

/**
 * The old site over HTTP (Node's fetch), as SPEC section 7 describes its calls: log in with
 * POST /v1/user/login, then every read a GET with the session as `Authorization: Bearer`.
 * A read refused by the network or with a 5xx/429 is tried again (up to 4 times, backing off).
 */
export class FetchOldSiteClient extends OldSiteClient {
  readonly source: string;
  private token = '';

  constructor(
    baseUrl: string,
    private readonly callTimeoutMs = OLD_SITE_CALL_TIMEOUT_MS,
  ) {
    super();
    this.source = baseUrl.replace(/\/+$/, '');
  }

  async logIn(userName: string, password: string): Promise<{ playerID: number }> {
    const response = await fetch(`${this.source}/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { userName, password } }),
      signal: AbortSignal.timeout(this.callTimeoutMs),
    }).catch((error: unknown) => {
      throw new OldSiteError('/v1/user/login', 0, callFailure(error, this.callTimeoutMs));
    });
    const body = (await response.json().catch(() => ({}))) as {
      playerID?: number;
      authToken?: string;
      error?: string;
      totpRequired?: boolean;
    };
    if (body.totpRequired)
      throw new OldSiteError(
        '/v1/user/login',
        response.status,
        'this account has two-step sign-in on; import as an admin without it',
      );
    if (!response.ok || body.error || !body.authToken)
      throw new OldSiteError('/v1/user/login', response.status, body.error ?? 'Unable to log-in');
    this.token = body.authToken;
    return { playerID: body.playerID! };
  }

  async venues(): Promise<OldVenue[]> {
    return (await this.get<Rows<OldVenue>>('/v1/venue/list/0')).rows;
  }

  async events(): Promise<OldEvent[]> {
    return (await this.get<Rows<OldEvent>>('/v1/event/list/0')).rows;
  }

  async games(): Promise<OldGame[]> {
    const games: OldGame[] = [];
    for (let page = 1; ; page++) {
      const answer = await this.get<Rows<OldGame>>(`/v1/game/list/0/0/0/${ALL_DATES}/${page}/${GAME_PAGE}/all`);
      games.push(...answer.rows);
      if (answer.rows.length < GAME_PAGE || games.length >= answer.total) break;
    }
    return games.sort((a, b) => Date.parse(a.gameAt) - Date.parse(b.gameAt) || a.gameID - b.gameID);
  }

  async gamePoints(gameID: number): Promise<OldPoint[]> {
    return (await this.get<Rows<OldPoint>>(`/v1/game/points/${gameID}/1`)).rows.map((point) => ({ ...point, gameID }));
  }

  async hostIDs(): Promise<number[]> {
    return (await this.get<Rows<{ playerID: number }>>('/v1/player/list/10')).rows
      .map((row) => row.playerID)
      .filter((id) => id > 0);
  }

  async searchPlayers(fragment: string): Promise<PlayerSearchAnswer> {
    return this.get<Rows<OldPlayerName>>(`/v1/player/list/1/${encodeURIComponent(fragment)}`);
  }

  async player(playerID: number): Promise<OldPlayer | null> {
    const answer = await this.get<Rows<OldPlayer>>(`/v1/player/id/${playerID}`, { missing: true });
    return answer?.rows[0] ?? null;
  }

  async posts(): Promise<OldPost[]> {
    const index = (await this.get<Rows<{ postID: number }>>('/v1/post/list/0/0/0/all')).rows;
    const posts: OldPost[] = [];
    for (const { postID } of index) {
      const post = (await this.get<Rows<OldPost>>(`/v1/post/id/${postID}`, { missing: true }))?.rows[0];
      if (post) posts.push(post);
    }
    return posts.sort((a, b) => a.postID - b.postID);
  }

  async deposits(): Promise<OldDeposit[]> {
    return (await this.get<Rows<OldDeposit>>('/v1/deposit/list/0')).rows.sort((a, b) => a.depositID - b.depositID);
  }

  async topTwenty(year: number): Promise<StandingsRow[]> {
    return (await this.get<Rows<StandingsRow>>(`/v1/point/totals/0/0/${year}/All/1/20`)).rows;
  }

  private get<T>(path: string): Promise<T>;
  private get<T>(path: string, options: { missing: true }): Promise<T | null>;
  private async get<T>(path: string, options: { missing?: boolean } = {}): Promise<T | null> {
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      let body: (T & { error?: string }) | null;
      try {
        // One deadline for the answer and its body: a body that stops halfway is a failed call too.
        const signal = AbortSignal.timeout(this.callTimeoutMs);
        response = await fetch(`${this.source}${path}`, {
          headers: { authorization: `Bearer ${this.token}`, accept: 'application/json' },
          signal,
        });
        if ((response.status >= 500 || response.status === 429) && attempt < ATTEMPTS) {
          await response.body?.cancel().catch(() => undefined);
          await pause(attempt);
          continue;
        }
        if (response.status === 404 && options.missing) return null;
        body = (await response.json().catch((error: unknown) => {
          if (signal.aborted) throw error;
          return null;
        })) as (T & { error?: string }) | null;
      } catch (error) {
        if (attempt < ATTEMPTS) {
          await pause(attempt);
          continue;
        }
        throw new OldSiteError(path, 0, callFailure(error, this.callTimeoutMs));
      }
      if (!response.ok || body === null || body.error)
        throw new OldSiteError(path, response.status, body?.error ?? 'not a JSON answer');
      return body;
    }
  }
}

/** Why a call got no answer, in words: a deadline passed, or the network's own message. */
function callFailure(error: unknown, timeoutMs: number): string {
  return error instanceof DOMException && error.name === 'TimeoutError'
    ? `no answer within ${timeoutMs / 1000} s`
    : error instanceof Error
      ? error.message
      : String(error);
}

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
