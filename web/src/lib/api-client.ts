/**
 * The only place that calls fetch. Every answer is JSON (docs/api.md); an answer
 * that is not JSON, or that carries an `error` field, is a failure (product §8.1)
 * and throws ApiError with the server's message, its stable `code` and the input it
 * is about (`field`) when the answer names them, and the HTTP status (0 when the
 * server could not be reached, e.g. on bad bar Wi-Fi).
 */
import { testTodayHeader } from './clock';
import { sessionStore } from './session-store';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The error catalogue's name for the refusal, e.g. FIELD_REQUIRED; absent when the server gave none. */
    readonly code?: string,
    /** The input the refusal is about, as the record's field table names it ("title"): a form shows the message under it. */
    readonly field?: string,
    /** How long the server asked us to wait before asking again (its Retry-After), on a 503 or 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A failure answer: `{ error, code, field? }` (docs/api.md). */
export interface FailureAnswer {
  readonly error: string;
  readonly code?: string | undefined;
  readonly field?: string | undefined;
}

export interface RequestOptions {
  /** Cancels the request (TanStack Query passes one to each query function). */
  readonly signal?: AbortSignal;
  /** Extra headers, e.g. a write's `Idempotency-Key` (the points screen's retries). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A phone on bad Wi-Fi should see a message, not a spinner forever. */
const READ_TIMEOUT_MS = 20_000;
const WRITE_TIMEOUT_MS = 30_000;

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const TIMEOUT_ERROR_MESSAGE = 'The server took too long to answer. Check your connection and try again.';

function withTimeout(timeoutMs: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!signal) return timeout;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, timeout]);
  return signal;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The failure an answer carries, if any; `code` and `field` only when given as text. */
export function failureOf(answer: unknown): FailureAnswer | undefined {
  if (typeof answer !== 'object' || answer === null || !('error' in answer)) return undefined;
  const { error, code, field } = answer as { error: unknown; code?: unknown; field?: unknown };
  if (error === undefined || error === null || error === false) return undefined;
  return { error: typeof error === 'string' ? error : JSON.stringify(error), code: textOf(code), field: textOf(field) };
}

/** How reads reach the API: the browser's fetch, or the server render's own (entry-server.tsx). */
let fetchApi: typeof fetch = (input, init) => fetch(input, init);

/** The server render reads the API in the same process: it sets this once at start. */
export function setApiFetch(fetcher: typeof fetch): void {
  fetchApi = fetcher;
}

async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  // Read the session now: the request must carry the token it was sent with.
  const session = sessionStore.get();
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (session) headers['Authorization'] = `Bearer ${session.authToken}`;
  const today = testTodayHeader();
  if (today) headers['X-Test-Today'] = today;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetchApi(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: withTimeout(method === 'GET' ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS, options.signal),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error; // cancelled by the caller: not a failure to report
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(timedOut ? TIMEOUT_ERROR_MESSAGE : NETWORK_ERROR_MESSAGE, 0);
  }

  // A token the server no longer knows (expired, revoked by a password change) ends the session.
  if (response.status === 401 && session && sessionStore.get()?.authToken === session.authToken) {
    sessionStore.set(null);
  }

  const answer = await readJson(response);
  const failure = failureOf(answer);
  if (failure)
    throw new ApiError(
      failure.error,
      response.status,
      failure.code,
      failure.field,
      retryAfterOf(response.headers.get('Retry-After')),
    );
  if (answer === undefined) {
    const message = response.ok
      ? 'The server sent an answer the site could not read.'
      : `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`;
    throw new ApiError(message, response.status);
  }
  if (!response.ok) throw new ApiError(`The server answered ${response.status}.`, response.status);
  return answer as T;
}

/** A Retry-After header in seconds (it may also be an HTTP date); undefined when absent or unreadable. */
export function retryAfterOf(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** GET a read. Sends the Bearer token when logged in. The site calls it through api-reads.ts's apiRead, typed from the API's document. */
export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>('GET', path, undefined, options);
}

/** POST, PUT or DELETE a write: the body is { data, auth: { userID, authToken } } (api.md §1.1), plus the Bearer header. */
export function apiWrite<T>(
  method: 'POST' | 'DELETE' | 'PUT',
  path: string,
  data: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const session = sessionStore.get();
  const body = session ? { data, auth: { userID: session.playerID, authToken: session.authToken } } : { data };
  return request<T>(method, path, body, options);
}

/** The message to show for any failure: the server's words when it gave some. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong.';
}

/**
 * The text for a failed call (product §8.2). A refusal written for the user (by
 * default 400, a refused input, and 409, a clash) is the server's message exactly as
 * given (`The "Title" field is required.`); anything else is framed by the action:
 * `Error updating venue (The server took too long to answer. …)`.
 */
export function failureText(action: string, error: unknown, shownAsIs: readonly number[] = [400, 409]): string {
  const message = error instanceof Error && error.message ? error.message : 'unknown error';
  if (error instanceof ApiError && shownAsIs.includes(error.status)) return message;
  return `${action} (${message})`;
}

export interface UploadOptions {
  /** Called as the bytes go out: 0 to 1. */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

/**
 * POST a `multipart/form-data` upload (the image calls, docs/api.md): the Bearer token,
 * the test clock, and the same failure handling as every other call. XMLHttpRequest, not
 * fetch, because fetch cannot report upload progress.
 */
export function apiUpload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const session = sessionStore.get();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.timeout = WRITE_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (session) xhr.setRequestHeader('Authorization', `Bearer ${session.authToken}`);
    const today = testTodayHeader();
    if (today) xhr.setRequestHeader('X-Test-Today', today);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_MESSAGE, 0));
    xhr.ontimeout = () => reject(new ApiError(TIMEOUT_ERROR_MESSAGE, 0));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onload = () => {
      if (xhr.status === 401 && session && sessionStore.get()?.authToken === session.authToken) sessionStore.set(null);
      let answer: unknown;
      try {
        answer = xhr.responseText.trim() ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        answer = undefined;
      }
      const failure = failureOf(answer);
      if (failure) return reject(new ApiError(failure.error, xhr.status, failure.code, failure.field));
      if (answer === undefined || xhr.status < 200 || xhr.status >= 300) {
        return reject(
          new ApiError(
            xhr.status >= 200 && xhr.status < 300
              ? 'The server sent an answer the site could not read.'
              : `The server answered ${xhr.status}.`,
            xhr.status,
          ),
        );
      }
      resolve(answer as T);
    };
    xhr.send(form);
  });
}

/**
 * GET a file that only a logged-in caller may read (a deposit's image), as a Blob: `<img>`
 * cannot send the Bearer token, so the picture is read here and shown from an object URL.
 * Failures as for every other call.
 */
export async function apiGetBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const session = sessionStore.get();
  const headers: Record<string, string> = { ...options.headers };
  if (session) headers['Authorization'] = `Bearer ${session.authToken}`;
  let response: Response;
  try {
    response = await fetch(path, {
      headers,
      credentials: 'same-origin',
      signal: withTimeout(READ_TIMEOUT_MS, options.signal),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(timedOut ? TIMEOUT_ERROR_MESSAGE : NETWORK_ERROR_MESSAGE, 0);
  }
  if (!response.ok) {
    const failure = failureOf(await readJson(response));
    throw new ApiError(
      failure?.error ?? `The server answered ${response.status}.`,
      response.status,
      failure?.code,
      failure?.field,
    );
  }
  return response.blob();
}
