/**
 * A typed helper for calling the API from the suites:
 *
 *   const venues = await api(app).get<Rows<Venue>>('/v1/venue/list/0');
 *   const saved = await api(app).as(token).post<Saved<'venue', Venue>>('/v1/venue', { data: venue });
 *   const refused = await api(app).as(token).today('2025-02-11').post<ApiError>('/v1/event', { data: event });
 *
 * Every call answers `{ status, body }`, the body parsed from JSON ({} when empty)
 * and typed as the caller says. Nothing throws on a 4xx or 5xx: suites check refusals.
 */
import { answerMismatch } from './answer-check.js';

export type { Rows } from '../../src/shared/application/rows.js';

/** A refusal: the product's words, the error's code, and the field at fault when one is. */
export interface ApiError {
  error: string;
  code?: string;
  field?: string;
}

/** A write's answer: its message and the saved record under its noun, e.g. `{ message, venue }`. */
export type Saved<Noun extends string, T> = { message: string } & { [K in Noun]: T };

/** Anything JSON; the default body type when a caller does not say. */
export type Json = Record<string, unknown>;

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

export type ApiMethod = 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';

export interface Api {
  get<T = Json>(path: string): Promise<ApiAnswer<T>>;
  /** `body` is sent as JSON as given: the API's writes take `{ data: {...} }`. */
  post<T = Json>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  delete<T = Json>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  request<T = Json>(method: ApiMethod, path: string, body?: unknown): Promise<ApiAnswer<T>>;
  /** The same API, calling as the holder of this token (Bearer); '' calls as a visitor. */
  as(token: string): Api;
  /** The same API with the test clock set (X-Test-Today: a date, or an ISO instant). */
  today(today: string): Api;
  /** The same API with these request headers added. */
  with(headers: Record<string, string>): Api;
}

/** The API of a running test app (anything with a `url`, e.g. a TestApp). */
export function api(target: { url: string }, headers: Readonly<Record<string, string>> = {}): Api {
  const request = async <T>(method: ApiMethod, path: string, body?: unknown): Promise<ApiAnswer<T>> => {
    const response = await fetch(`${target.url}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    // JSON answers are parsed; anything else (a calendar feed) is answered as its text.
    const contentType = response.headers.get('content-type') ?? '';
    const json = contentType.includes('json');
    const answer = (text ? (json ? JSON.parse(text) : text) : {}) as T;
    // Each answer is what the OpenAPI document declares for it (test/support/answer-check.ts).
    const mismatch = await answerMismatch(target.url, method, path, response.status, contentType, answer);
    if (mismatch) throw new Error(`The answer is not what /docs/json declares: ${mismatch}`);
    return { status: response.status, body: answer };
  };
  const { authorization: _previous, ...withoutToken } = headers;
  return {
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
    delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
    request,
    as: (token) => api(target, token ? { ...withoutToken, authorization: `Bearer ${token}` } : withoutToken),
    today: (today) => api(target, { ...headers, 'x-test-today': today }),
    with: (more) => api(target, { ...headers, ...more }),
  };
}
