import { describe, expect, it } from '@jest/globals';
import {
  HeadCollector,
  absoluteUrl,
  applyHeadElements,
  headElements,
  headTags,
  leagueOrganization,
  plainText,
  shortText,
  scriptSafeJson,
  type HeadDocument,
  type HeadNode,
  type PageHead,
} from './page-head';

const options = {
  siteUrl: 'https://league.example',
  siteName: 'Free Poker League',
  path: '/games/detail/12?today=2026-12-04',
};

const gameHead: PageHead = {
  title: 'Friday Regular at The Lucky Otter, Dec 4 · Free Poker League',
  description: 'Free poker at The Lucky Otter.',
  jsonLd: [{ '@type': 'Event', name: 'Friday Regular' }],
};

describe('headTags (issue 31)', () => {
  it('writes the title, description, canonical URL, Open Graph and Twitter tags, each marked', () => {
    const html = headTags(gameHead, options);
    expect(html).toContain(
      '<title data-page-head>Friday Regular at The Lucky Otter, Dec 4 · Free Poker League</title>',
    );
    expect(html).toContain('<meta data-page-head name="description" content="Free poker at The Lucky Otter.">');
    expect(html).toContain('<link data-page-head rel="canonical" href="https://league.example/games/detail/12">');
    expect(html).toContain('<meta data-page-head property="og:url" content="https://league.example/games/detail/12">');
    expect(html).toContain('<meta data-page-head property="og:type" content="website">');
    expect(html).toContain('<meta data-page-head property="og:site_name" content="Free Poker League">');
    expect(html).toContain(
      '<meta data-page-head property="og:image" content="https://league.example/icons/app-512.png">',
    );
    expect(html).toContain('<meta data-page-head name="twitter:card" content="summary">');
    expect(html).toContain(
      '<meta data-page-head name="twitter:title" content="Friday Regular at The Lucky Otter, Dec 4 · Free Poker League">',
    );
    expect(html).toContain(
      '<script data-page-head type="application/ld+json">{"@context":"https://schema.org","@type":"Event","name":"Friday Regular"}</script>',
    );
    expect(html).not.toContain('robots');
    expect(html.split('\n').every((line) => line.includes('data-page-head'))).toBe(true);
  });

  it('uses the head’s own path and image over the request’s', () => {
    const html = headTags(
      { ...gameHead, path: '/posts/browse/3', image: 'https://cdn.example/p.png', type: 'article' },
      options,
    );
    expect(html).toContain('href="https://league.example/posts/browse/3"');
    expect(html).toContain('content="https://cdn.example/p.png"');
    expect(html).toContain('property="og:type" content="article"');
  });

  it('marks noindex pages and gives them no canonical link', () => {
    const html = headTags(
      { title: 'Unknown Page · Free Poker League', description: 'No page here.', noindex: true },
      options,
    );
    expect(html).toContain('<meta data-page-head name="robots" content="noindex">');
    expect(html).not.toContain('canonical');
  });

  it('escapes hostile names in every value: nothing can close the title, an attribute or the JSON-LD script', () => {
    const hostile = `Bob "The Rock" O'Neil </script><script>alert(1)</script> & <b>`;
    const html = headTags(
      { title: hostile, description: hostile, jsonLd: [{ '@type': 'Person', name: hostile }] },
      options,
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '<title data-page-head>Bob &quot;The Rock&quot; O&#39;Neil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;</title>',
    );
    expect(html).toContain('content="Bob &quot;The Rock&quot; O&#39;Neil &lt;/script&gt;');
    // Only our own two script tags are in the HTML: the one JSON-LD script opens and closes once.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script data-page-head type="application\/ld\+json">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).toContain('\\u003c/script\\u003e');
    expect((JSON.parse(json) as { name: string }).name).toBe(hostile);
  });

  it('keeps JSON-LD valid JSON with line and paragraph separators escaped', () => {
    const text = scriptSafeJson({ name: 'a\u2028b\u2029c&d<e>', rows: ['<!--', '&&'] });
    expect(text).toBe('{"name":"a\\u2028b\\u2029c\\u0026d\\u003ce\\u003e","rows":["\\u003c!--","\\u0026\\u0026"]}');
    expect(JSON.parse(text)).toEqual({ name: 'a\u2028b\u2029c&d<e>', rows: ['<!--', '&&'] });
  });

  it('makes site paths absolute and keeps absolute addresses', () => {
    expect(absoluteUrl('https://league.example/', '/a')).toBe('https://league.example/a');
    expect(absoluteUrl('https://league.example', 'a')).toBe('https://league.example/a');
    expect(absoluteUrl('https://league.example', 'https://x.example/a')).toBe('https://x.example/a');
  });
});

describe('HeadCollector (the server render)', () => {
  it('keeps the screen’s head over the route’s default, whichever renders first', () => {
    const collector = new HeadCollector();
    collector.record({ title: 'Game Detail · L', description: 'd' }, 0);
    collector.record({ title: 'Game · L', description: 'd' }, 1);
    collector.record({ title: 'Game Detail · L', description: 'd' }, 0);
    expect(collector.head?.title).toBe('Game · L');
  });
});

// A fake <head>: the few DOM operations applyHeadElements uses.
class FakeNode implements HeadNode {
  textContent: string | null = '';
  readonly attributes = new Map<string, string>();
  constructor(
    readonly tagName: string,
    private readonly parent: FakeHead,
  ) {}
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  remove() {
    this.parent.children = this.parent.children.filter((child) => child !== this);
  }
}

class FakeHead {
  children: FakeNode[] = [];
  querySelectorAll() {
    return [...this.children];
  }
  appendChild(node: HeadNode) {
    this.children.push(node as FakeNode);
  }
  add(tag: string, attributes: Record<string, string>, text = ''): FakeNode {
    const node = new FakeNode(tag.toUpperCase(), this);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    node.textContent = text;
    this.children.push(node);
    return node;
  }
}

function fakeDocument(): { doc: HeadDocument; head: FakeHead } {
  const head = new FakeHead();
  return { head, doc: { head, createElement: (tag: string) => new FakeNode(tag.toUpperCase(), head) } };
}

const describeNode = (node: FakeNode): string =>
  [
    node.tagName.toLowerCase(),
    ...[...node.attributes].filter(([name]) => name !== 'data-page-head').map(([name, value]) => `${name}=${value}`),
    node.textContent ?? '',
  ]
    .filter(Boolean)
    .join(' ');

describe('applyHeadElements (the browser effect)', () => {
  it('takes over index.html’s own title and description instead of adding a second of each', () => {
    const { doc, head } = fakeDocument();
    const viewport = head.add('meta', { name: 'viewport', content: 'width=device-width' });
    head.add('meta', { name: 'description', content: 'A free amateur poker league.' });
    head.add('title', {}, 'Free Poker League');
    applyHeadElements(doc, headElements(gameHead, options));

    expect(head.children.filter((node) => node.tagName === 'TITLE')).toHaveLength(1);
    expect(head.children.find((node) => node.tagName === 'TITLE')?.textContent).toBe(gameHead.title);
    expect(
      head.children
        .filter((node) => node.getAttribute('name') === 'description')
        .map((node) => node.getAttribute('content')),
    ).toEqual(['Free poker at The Lucky Otter.']);
    expect(head.children).toContain(viewport);
    expect(viewport.hasAttribute('data-page-head')).toBe(false);
  });

  it('updates the server’s tags in place on navigation, without duplicates, and drops what the next page does not say', () => {
    const { doc, head } = fakeDocument();
    // What the server wrote, as the browser finds it after hydration.
    for (const element of headElements(gameHead, options)) {
      head.add(element.tag, { ...element.attributes, 'data-page-head': '' }, element.text ?? '');
    }
    const before = [...head.children];
    applyHeadElements(doc, headElements(gameHead, options));
    expect(head.children).toEqual(before); // same nodes: nothing to change after hydration

    const next: PageHead = { title: 'Unknown Page · Free Poker League', description: 'No page here.', noindex: true };
    applyHeadElements(doc, headElements(next, { ...options, path: '/nowhere' }));
    const shown = head.children.map(describeNode);
    expect(shown.filter((line) => line.startsWith('title'))).toEqual(['title Unknown Page · Free Poker League']);
    expect(shown).toContain('meta name=robots content=noindex');
    expect(shown.some((line) => line.includes('canonical'))).toBe(false);
    expect(shown.some((line) => line.startsWith('script'))).toBe(false);
    expect(shown).toContain('meta property=og:url content=https://league.example/nowhere');
    expect(new Set(shown).size).toBe(shown.length);

    applyHeadElements(
      doc,
      headElements({ ...gameHead, jsonLd: [{ '@type': 'Event' }, { '@type': 'Place' }] }, options),
    );
    const again = head.children.map(describeNode);
    expect(again.filter((line) => line.startsWith('script'))).toHaveLength(2);
    expect(again.some((line) => line.includes('robots'))).toBe(false);
    expect(again.filter((line) => line.includes('canonical'))).toHaveLength(1);
    expect(new Set(again).size).toBe(again.length);
  });
});

describe('text for descriptions', () => {
  it('turns stored HTML into plain words without a DOM', () => {
    expect(
      plainText('<p>Big <b>win</b> at the&nbsp;Otter &amp; more</p><p>Next&#33; &#x263A;</p><script>x()</script>'),
    ).toBe('Big win at the Otter & more Next! ☺');
  });

  it('cuts long text at a word', () => {
    expect(shortText('short')).toBe('short');
    expect(shortText('one two three four five', 12)).toBe('one two…');
  });
});

describe('the league as a schema.org Organization', () => {
  it('names the league, its address, logo and email', () => {
    expect(
      leagueOrganization({
        siteUrl: 'https://league.example/',
        siteName: 'Free Poker League',
        contactEmail: 'info@league.example',
      }),
    ).toEqual({
      '@type': 'Organization',
      name: 'Free Poker League',
      url: 'https://league.example/',
      logo: 'https://league.example/icons/app-512.png',
      email: 'info@league.example',
    });
  });
});
