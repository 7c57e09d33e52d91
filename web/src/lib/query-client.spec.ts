import { describe, expect, it } from '@jest/globals';
import { ApiError } from './api-client';
import { retryDelayFor, shouldRetry } from './query-client';

describe('query retries', () => {
  it('retries network trouble and server faults a little', () => {
    expect(shouldRetry(0, new ApiError('offline', 0))).toBe(true);
    expect(shouldRetry(1, new ApiError('boom', 503))).toBe(true);
    expect(shouldRetry(2, new ApiError('boom', 503))).toBe(false);
  });

  it("never retries the server's final word", () => {
    for (const status of [400, 401, 403, 404, 409]) expect(shouldRetry(0, new ApiError('no', status))).toBe(false);
  });

  it("waits as long as a busy server's Retry-After asks (issue 20), else backs off", () => {
    expect(retryDelayFor(0, new ApiError("The league's database is not answering", 503, 'SERVICE_UNAVAILABLE', undefined, 5))).toBe(5_000);
    expect(retryDelayFor(1, new ApiError('busy', 503, 'SERVICE_UNAVAILABLE', undefined, 600))).toBe(30_000);
    expect(retryDelayFor(1, new ApiError('offline', 0))).toBe(2_000);
  });
});
