import { markedStale, shellCutOf } from './site-pages.js';

const SHELL = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Free Poker League</title>',
  '<meta name="description" content="The league"><link rel="stylesheet" href="/a.css"></head>',
  '<body><div id="root"><p class="boot-loader" role="status">Loading...</p></div>',
  '<noscript>This site needs JavaScript turned on.</noscript><script type="module" src="/m.js"></script></body></html>',
].join('\n');

describe("a page's HTML in the shell", () => {
  it('cuts the shell where the head ends, #root and its noscript were, and the body ends', () => {
    const cut = shellCutOf(SHELL);
    const page =
      cut.head + '<x-head>' + cut.beforeRoot + '<div id="root">page</div>' + cut.afterRoot + '<x-state>' + cut.end;
    expect(page).toBe(
      SHELL.replace('</head>', '<x-head></head>')
        .replace(/<div id="root">[\s\S]*?<\/noscript>/, '<div id="root">page</div>')
        .replace('</body>', '<x-state></body>'),
    );
    expect(cut.untitledHead).not.toMatch(/<title>|name="description"/);
    expect(cut.untitledHead).toContain('<link rel="stylesheet" href="/a.css">');
  });

  it('refuses a shell without the places a page goes', () => {
    expect(() => shellCutOf('<html><head></head><body></body></html>')).toThrow(/index\.html/);
  });

  it('marks a kept page stale on #root, byte for byte otherwise, and leaves a page without #root as it is', () => {
    const body = Buffer.from('<html><body><div id="root" data-rendered="page" data-parts="">é 🂡</div></body></html>');
    expect(markedStale(body).toString()).toBe(
      '<html><body><div id="root" data-stale="true" data-rendered="page" data-parts="">é 🂡</div></body></html>',
    );
    const shell = Buffer.from('<div id="root"><p>Loading...</p></div>');
    expect(markedStale(shell)).toBe(shell);
  });
});
