import { fingerprintOf } from './idempotent.decorator.js';

describe('fingerprintOf', () => {
  const body = { data: { gameID: 1, places: [{ pointID: 2, place: 1 }] } };
  it('is the same for the same method, path and body, whoever`s session token the body carries', () =>
    expect(fingerprintOf('POST', '/v1/point/end', { ...body, auth: { userID: 1, authToken: 'a' } })).toBe(
      fingerprintOf('POST', '/v1/point/end', { ...body, auth: { userID: 1, authToken: 'b' } }),
    ));
  it('differs by method, path and body', () => {
    const first = fingerprintOf('POST', '/v1/point/end', body);
    expect(fingerprintOf('DELETE', '/v1/point/end', body)).not.toBe(first);
    expect(fingerprintOf('POST', '/v1/point', body)).not.toBe(first);
    expect(fingerprintOf('POST', '/v1/point/end', { data: { ...body.data, gameID: 2 } })).not.toBe(first);
  });
  it('leaves out the fields a route names (in data or a bare body), and only those', () => {
    const checkIn = (scannedAt: string, gameID = 1) => ({ data: { gameID, playerID: 2, scannedAt } });
    const first = fingerprintOf('POST', '/v1/point/check-in', checkIn('2026-12-04T04:36:05.120Z'), ['scannedAt']);
    expect(fingerprintOf('POST', '/v1/point/check-in', checkIn('2026-12-04T04:38:15.000Z'), ['scannedAt'])).toBe(first);
    expect(fingerprintOf('POST', '/v1/point/check-in', checkIn('2026-12-04T04:38:15.000Z', 2), ['scannedAt'])).not.toBe(
      first,
    );
    expect(fingerprintOf('POST', '/v1/point/check-in', checkIn('2026-12-04T04:38:15.000Z'))).not.toBe(
      fingerprintOf('POST', '/v1/point/check-in', checkIn('2026-12-04T04:36:05.120Z')),
    );
    expect(fingerprintOf('POST', '/v1/point/check-in', { gameID: 1, scannedAt: 'a' }, ['scannedAt'])).toBe(
      fingerprintOf('POST', '/v1/point/check-in', { gameID: 1, scannedAt: 'b' }, ['scannedAt']),
    );
  });
});
