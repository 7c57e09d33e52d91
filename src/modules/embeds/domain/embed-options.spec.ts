import {
  gamesEmbedOptions,
  lookOf,
  lookOrDefault,
  playerEmbedOptions,
  standingsEmbedOptions,
} from './embed-options.js';
import { escapeHtml, renderEmbedPage } from './embed-page.js';

describe("the embed widgets' parameters", () => {
  it('takes an accent of six hex digits only, with or without #, as #rrggbb', () => {
    expect(lookOf({ accent: 'AA3300' })).toEqual({ theme: 'light', accent: '#aa3300' });
    expect(lookOf({ accent: '#aa3300', theme: 'dark' })).toEqual({ theme: 'dark', accent: '#aa3300' });
    for (const accent of [
      'red',
      '#abc',
      'aa3300;',
      'aa3300 ',
      ' aa3300',
      '#aa3300}body{x:y',
      'aa330',
      'aa33000',
      '',
      'url(x)',
      '\u0000aa3300',
    ]) {
      expect(() => lookOf({ accent })).toThrow('The "Accent" field is not valid.');
    }
    expect(() => lookOf({ theme: 'Dark' })).toThrow('The "Theme" field is not valid.');
  });

  it('reads the standings widget: venue required, year this year unless given, period All, rows 1-50 (10)', () => {
    expect(standingsEmbedOptions({ venue: '3' }, 2026)).toEqual({
      venueID: 3,
      selection: { year: 2026, period: 'All' },
      rows: 10,
      look: { theme: 'light', accent: '#1c7ed6' },
    });
    expect(standingsEmbedOptions({ venue: '3', year: '2025', period: 'q2', rows: '50' }, 2026)).toMatchObject({
      selection: { year: 2025, period: 'Q2' },
      rows: 50,
    });
    expect(standingsEmbedOptions({ venue: '3', year: '0', period: 'M3' }, 2026).selection).toEqual({
      year: 0,
      period: 'All',
    });
    for (const query of [
      {},
      { venue: '0' },
      { venue: '03' },
      { venue: '1e3' },
      { venue: '-1' },
      { venue: '3', rows: '51' },
      { venue: '3', rows: '0' },
      { venue: '3', year: '2003' },
      { venue: '3', year: '2100' },
      { venue: '3', period: 'M13' },
      { venue: '3', period: ' M1' },
      { venue: '3', other: '1' },
      { venue: ['3', '4'] },
    ]) {
      expect(() => standingsEmbedOptions(query, 2026)).toThrow();
    }
  });

  it('reads the player and games widgets', () => {
    expect(playerEmbedOptions({ number: '9000123' }, 2026)).toMatchObject({
      playerNumber: 9000123,
      selection: { year: 2026, period: 'All' },
    });
    expect(gamesEmbedOptions({ venue: '2', rows: '20' })).toMatchObject({ venueID: 2, rows: 20 });
    expect(() => gamesEmbedOptions({ venue: '2', rows: '21' })).toThrow();
    expect(() => playerEmbedOptions({ number: 'abc' }, 2026)).toThrow();
  });

  it("dresses an error page in the caller's look when it is valid, else the default", () => {
    expect(lookOrDefault({ theme: 'dark', accent: 'nonsense' })).toEqual({ theme: 'light', accent: '#1c7ed6' });
    expect(lookOrDefault({ theme: 'dark', accent: '000000' })).toEqual({ theme: 'dark', accent: '#000000' });
  });
});

describe('the embed page', () => {
  it('escapes text and attribute values', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe(
      '&#60;img src=x onerror=&#34;alert(&#39;1&#39;)&#34;&#62;&#38;',
    );
    const html = renderEmbedPage({
      title: '<b>',
      subtitle: '"',
      body: '',
      more: { href: 'https://x.example/?a="b"', text: '<i>' },
      look: { theme: 'light', accent: '#000000' },
    });
    expect(html).not.toMatch(/<b>|<i>|"b"/);
    expect(html).not.toContain('<script');
  });
});
