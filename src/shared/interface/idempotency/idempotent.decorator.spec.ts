import { fingerprintOf } from './idempotent.decorator.js';

describe('fingerprintOf', () => {
  const body = { data: { gameID: 1, places: [{ pointID: 2, place: 1 }] } };
  it('is the same for the same method, path and body, whoever`s session token the body carries', () =>
    expect(fingerprintOf('POST', '/v1/point/end', { ...body, auth: { userID: 1, authToken: 'a' } })).toBe(fingerprintOf('POST', '/v1/point/end', { ...body, auth: { userID: 1, authToken: 'b' } })));
  it('differs by method, path and body', () => {
    const first = fingerprintOf('POST', '/v1/point/end', body);
    expect(fingerprintOf('DELETE', '/v1/point/end', body)).not.toBe(first);
    expect(fingerprintOf('POST', '/v1/point', body)).not.toBe(first);
    expect(fingerprintOf('POST', '/v1/point/end', { data: { ...body.data, gameID: 2 } })).not.toBe(first);
  });
});
