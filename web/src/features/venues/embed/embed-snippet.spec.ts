import { describe, expect, it } from '@jest/globals';
import { clampRows, embedUrl, iframeSnippet, validAccent, type EmbedChoices } from './embed-snippet';

const choices: EmbedChoices = { kind: 'standings', venueID: 7, theme: 'light', accent: '', rows: 10, period: 'All' };

describe('the embed snippet', () => {
  it('takes only six hex digits as the accent, as the widget does', () => {
    expect(validAccent('#AA3300')).toBe('#aa3300');
    expect(validAccent('aa3300')).toBe('#aa3300');
    for (const bad of ['red', '#abc', 'aa3300;x', '#aa330g', '']) expect(validAccent(bad)).toBeNull();
  });

  it('builds the widget address from the choices, leaving out defaults and a refused accent', () => {
    expect(embedUrl('https://league.example', choices)).toBe('https://league.example/embed/standings?venue=7&rows=10');
    expect(
      embedUrl('https://league.example', { ...choices, theme: 'dark', accent: '#aa3300', period: 'Q2', rows: 99 }),
    ).toBe('https://league.example/embed/standings?venue=7&period=Q2&rows=50&theme=dark&accent=aa3300');
    expect(
      embedUrl('https://league.example', { ...choices, kind: 'games', accent: 'red', period: 'Q2', rows: 5 }),
    ).toBe('https://league.example/embed/games?venue=7&rows=5');
    expect(clampRows('games', 0)).toBe(1);
  });

  it('escapes the venue title in the snippet', () => {
    expect(iframeSnippet('https://league.example', choices, 'Joe\'s "Bar" <&>')).toBe(
      '<iframe src="https://league.example/embed/standings?venue=7&amp;rows=10" title="Joe\'s &quot;Bar&quot; &lt;&amp;> standings" width="100%" height="410" style="border:0;max-width:520px" loading="lazy"></iframe>',
    );
  });
});
