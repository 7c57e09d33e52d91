import { describe, expect, it } from '@jest/globals';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

describe('query retries', () => {
  it('retries network trouble and server faults a little', () => {
    expect(shouldRetry(0, new ApiError('offline', 0))).toBe(true);
    expect(shouldRetry(1, new ApiError('boom', 503))).toBe(true);
    expect(shouldRetry(2, new ApiError('boom', 503))).toBe(false);
  });

  it("never retries the server's final word", () => {
    for (const status of [400, 401, 403, 404, 409]) expect(shouldRetry(0, new ApiError('no', status))).toBe(false);
  });
});
