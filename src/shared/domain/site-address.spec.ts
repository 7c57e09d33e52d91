import { siteAddressOf } from './site-address.js';

describe('siteAddressOf (the site address from a Host header, demo mode)', () => {
  it('takes a host name or IP address with an optional port', () => {
    expect(siteAddressOf('http', 'league.local:3000')).toBe('http://league.local:3000');
    expect(siteAddressOf('https', 'League.Example.org')).toBe('https://league.example.org');
    expect(siteAddressOf('http', '192.168.1.20:8080')).toBe('http://192.168.1.20:8080');
    expect(siteAddressOf('http', '[::1]:3000')).toBe('http://[::1]:3000');
  });

  it.each([
    '',
    'evil.example/path',
    'user@evil.example',
    'a b',
    'host:',
    'host:99999',
    'host:0',
    '"quoted"',
    'host:3000:1',
    '-bad.example',
    'exa_mple.org',
  ])('refuses %j', (host) => expect(siteAddressOf('http', host)).toBeNull());

  it('refuses other protocols and a missing host', () => {
    expect(siteAddressOf('ftp', 'league.local')).toBeNull();
    expect(siteAddressOf('http', undefined)).toBeNull();
  });
});
