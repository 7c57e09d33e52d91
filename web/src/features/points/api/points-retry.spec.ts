import { describe, expect, it } from '@jest/globals';
import { ApiError, retryAfterOf } from '@/lib/api-client';
import { retryHintOf } from './points';

describe('which failed point writes are tried again (issue 20)', () => {
  it('a 503 is a busy server, tried again when its Retry-After says', () => {
    expect(
      retryHintOf(
        new ApiError(
          "The league's database is not answering; please try again in a moment",
          503,
          'SERVICE_UNAVAILABLE',
          undefined,
          5,
        ),
      ),
    ).toEqual({ busy: true, afterSeconds: 5 });
  });
  it('no answer at all is the network', () => {
    expect(retryHintOf(new ApiError('Could not reach the server.', 0))).toEqual({ busy: false });
  });
  it('a refusal or our fault is final', () => {
    for (const status of [400, 401, 403, 409, 500]) expect(retryHintOf(new ApiError('no', status))).toBe(false);
  });
  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterOf('5')).toBe(5);
    expect(retryAfterOf(new Date(10_000).toUTCString(), 0)).toBe(10);
    expect(retryAfterOf(null)).toBeUndefined();
    expect(retryAfterOf('soon')).toBeUndefined();
  });
});
