import { describe, expect, it } from '@jest/globals';
import { ApiError } from './api-client';
import { KEPT_READS_MAX_AGE_MS } from './kept-reads';
import { createQueryClient, retryDelayFor, shouldRetry } from './query-client';

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
    expect(
      retryDelayFor(
        0,
        new ApiError("The league's database is not answering", 503, 'SERVICE_UNAVAILABLE', undefined, 5),
      ),
    ).toBe(5_000);
    expect(retryDelayFor(1, new ApiError('busy', 503, 'SERVICE_UNAVAILABLE', undefined, 600))).toBe(30_000);
    expect(retryDelayFor(1, new ApiError('offline', 0))).toBe(2_000);
  });
});

describe('kept reads in memory (issue 30)', () => {
  it('keeps a read marked meta.persist for as long as it may be kept, others for 5 minutes', () => {
    const client = createQueryClient();
    expect(client.defaultQueryOptions({ queryKey: ['kept'], meta: { persist: true } }).gcTime).toBe(
      KEPT_READS_MAX_AGE_MS,
    );
    expect(client.defaultQueryOptions({ queryKey: ['plain'] }).gcTime).toBe(5 * 60_000);
    expect(client.defaultQueryOptions({ queryKey: ['own'], meta: { persist: true }, gcTime: 1_000 }).gcTime).toBe(
      1_000,
    );
    client.clear();
  });
});
