import { originOf, socketOriginAllowed } from './socket-origin.js';

describe('socket origin check (security review: anonymous sockets from any origin)', () => {
  const site = originOf('https://league.example/');

  it("lets in the site's own pages and clients that send no Origin (no browser page)", () => {
    expect(socketOriginAllowed({ origin: 'https://league.example', host: 'league.example' }, site, false)).toBe(true);
    expect(socketOriginAllowed({ host: 'league.example' }, site, false)).toBe(true);
  });

  it('refuses any other origin in production, even one naming the same host', () => {
    for (const origin of [
      'https://evil.example',
      'http://league.example',
      'https://league.example.evil.example',
      'null',
      'https://league.example:8443',
    ]) {
      expect(socketOriginAllowed({ origin, host: 'league.example' }, site, false)).toBe(false);
    }
    expect(socketOriginAllowed({ origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000' }, site, false)).toBe(false);
  });

  it('in test and demo mode also lets in a page of the host the socket connects to, and nothing else', () => {
    expect(socketOriginAllowed({ origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000' }, site, true)).toBe(true);
    expect(socketOriginAllowed({ origin: 'http://127.0.0.1:4001', host: '127.0.0.1:4000' }, site, true)).toBe(false);
    expect(socketOriginAllowed({ origin: 'https://evil.example', host: '127.0.0.1:4000' }, site, true)).toBe(false);
    expect(socketOriginAllowed({ origin: 'null', host: '127.0.0.1:4000' }, site, true)).toBe(false);
    expect(socketOriginAllowed({ origin: 'http://127.0.0.1:4000' }, site, true)).toBe(false);
  });
});
