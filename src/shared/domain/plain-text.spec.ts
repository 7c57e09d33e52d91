import { hasControlCharacters, isWebAddress, oneLine, terminalSafe, webAddressOrNothing } from './plain-text.js';

describe('plain text (security review: output and transport)', () => {
  it('finds line breaks and control characters in one-line text; multiline text may hold tab, CR and LF only', () => {
    for (const text of [
      'Ann\nLee',
      'Ann\r\nLee',
      'Ann\rLee',
      'A\u0000',
      'A\u001b[31m',
      'A\u007f',
      'A\u0085B',
      'A\u2028B',
      'A\u2029B',
      'A\tB',
    ])
      expect(hasControlCharacters(text)).toBe(true);
    for (const text of ['Ann Lee', "O'Brien-Smith", 'Zoë Ñúñez', '<img src=x onerror=alert(1)>', ''])
      expect(hasControlCharacters(text)).toBe(false);
    for (const text of ['line one\nline two', 'a\r\nb', 'col\tcol'])
      expect(hasControlCharacters(text, true)).toBe(false);
    for (const text of ['bell\u0007', 'esc\u001b', 'nul\u0000', 'sep\u2028'])
      expect(hasControlCharacters(text, true)).toBe(true);
  });

  it('puts text on one line: each run of breaks and control characters becomes one space', () => {
    expect(oneLine('Ann\r\nBcc: x@example.com')).toBe('Ann Bcc: x@example.com');
    expect(oneLine('a\u0000\u0001b\u2028c')).toBe('a b c');
    expect(oneLine('Ann Lee')).toBe('Ann Lee');
  });

  it('takes only http and https addresses with a host as web addresses', () => {
    for (const url of [
      'https://maps.example/x?q=1',
      'http://tavern.example',
      'HTTPS://TAVERN.EXAMPLE/',
      '  https://a.example  ',
    ])
      expect(isWebAddress(url)).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'file:///etc/passwd',
      '//evil.example',
      '/relative',
      'https://',
      'https://a.example/\nx',
      '',
      null,
      42,
    ]) {
      expect(isWebAddress(url)).toBe(false);
    }
    expect(webAddressOrNothing(' https://a.example ')).toBe('https://a.example');
    expect(webAddressOrNothing('javascript:alert(1)')).toBeUndefined();
    expect(webAddressOrNothing(null)).toBeUndefined();
  });

  it('shows control characters and bidirectional overrides as escapes for a terminal, leaving other text as it is', () => {
    expect(terminalSafe('\u001b[2JBad\u0007 line\nnext \u009b \u202eevil\u2066 Zoë 😀')).toBe(
      '\\u001b[2JBad\\u0007 line\\u000anext \\u009b \\u202eevil\\u2066 Zoë 😀',
    );
    expect(terminalSafe(terminalSafe('\u001b'))).toBe('\\u001b');
  });
});
