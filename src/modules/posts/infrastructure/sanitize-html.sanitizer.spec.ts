import { SanitizeHtmlSanitizer } from './sanitize-html.sanitizer.js';

/** The post allow-list on sanitize-html, against hostile input: nothing that runs code survives, and it is reported. */
describe('SanitizeHtmlSanitizer', () => {
  const sanitizer = new SanitizeHtmlSanitizer();
  const clean = (html: string) => sanitizer.sanitize(html);

  it('keeps the rich-text editor’s markup as it is', () => {
    const html =
      '<h2>Winners</h2><p>Congratulations to <strong>Ann</strong> and <em>Bob</em>!</p><ul><li>one</li></ul><ol start="2"><li>two</li></ol><blockquote><p>gg</p></blockquote><pre><code>x</code></pre><p><a href="https://league.example/games">games</a> <a href="/about/faq">FAQ</a> <a href="mailto:hi@league.example">mail</a></p><p><img src="https://img.example/a.png" alt="trophy" /></p>';
    expect(clean(html)).toEqual({ html, scripts: [] });
  });

  it.each([
    ['<p>hi</p><script>alert(1)</script>', '<p>hi</p>', '<script>'],
    ['<img src=x onerror="alert(1)">', '<img src="x" />', 'onerror on <img>'],
    ['<svg onload="alert(1)"><circle r="1"></circle></svg>ok', 'ok', 'onload on <svg>'],
    ['<iframe src="https://evil.example"></iframe><p>after</p>', '<p>after</p>', '<iframe>'],
    ['<a href="javascript:alert(1)">click</a>', '<a>click</a>', 'a javascript: link on <a>'],
    ['<a href="jav&#x09;ascript:alert(1)">click</a>', '<a>click</a>', 'a javascript: link on <a>'],
    ['<a href="  JaVaScRiPt:alert(1)">click</a>', '<a>click</a>', 'a javascript: link on <a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>', 'a data: link on <a>'],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>', 'a script in the style of <p>'],
    ['<div style="width: expression(alert(1))">x</div>', 'x', 'a script in the style of <div>'],
    ['<object data="evil.swf"></object>x', 'x', '<object>'],
    ['<embed src="evil.swf">x', 'x', '<embed>'],
    ['<math><a xlink:href="javascript:alert(1)">m</a></math>', '<a>m</a>', 'a javascript: link on <a>'],
    ['<p onclick="steal()">x</p>', '<p>x</p>', 'onclick on <p>'],
    ['<details open ontoggle=alert(1)>x</details>', 'x', 'ontoggle on <details>'],
    ['<form action="javascript:alert(1)"><button>go</button></form>', 'go', 'a javascript: link on <form>'],
  ])('removes and reports %s', (html, kept, found) => {
    const result = clean(html);
    expect(result.html).toBe(kept);
    expect(result.scripts).toContain(found);
  });

  it('drops harmless markup outside the allow-list without reporting it', () => {
    expect(
      clean(
        '<div class="x" style="color:red"><p style="font-weight:bold">Hi</p></div><style>p{color:red}</style><font face="Arial">there</font>',
      ),
    ).toEqual({
      html: '<p>Hi</p>there',
      scripts: [],
    });
    expect(
      clean('<a href="ftp://files.example/x">old</a><img src="data:image/png;base64,AAAA" alt="pasted" />'),
    ).toEqual({ html: '<a>old</a><img alt="pasted" />', scripts: [] });
  });

  it('lets images load over http and https only', () => {
    expect(clean('<img src="http://img.example/a.png" />').html).toBe('<img src="http://img.example/a.png" />');
    expect(clean('<img src="//img.example/a.png" />').html).toBe('<img />');
    expect(clean('<img src="mailto:x@y.example" />').html).toBe('<img />');
  });

  it('gives links that open a new tab rel="noopener noreferrer", and drops other targets', () => {
    expect(clean('<a href="https://x.example" target="_blank">x</a>').html).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="https://x.example" target="_blank" rel="opener">x</a>').html).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="https://x.example" target="_top" rel="opener">x</a>').html).toBe(
      '<a href="https://x.example">x</a>',
    );
  });

  it('leaves escaped text as text', () => {
    expect(clean('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toEqual({
      html: '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
      scripts: [],
    });
  });
});
