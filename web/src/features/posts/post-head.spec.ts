import { describe, expect, it } from '@jest/globals';
import { newsHead, postArticle, postHead } from './post-head';

const post = {
  postID: 7,
  title: 'Otter Wins Q4',
  summary: '<p>Jane took the <b>final table</b> &amp; the trophy.</p>',
  story: '<p>Long story</p>',
  publishDate: '2026-12-01T18:00:00.000Z',
};

describe('the news page’s head (issue 31)', () => {
  it('names the post and describes it with its summary’s words', () => {
    const head = postHead(post);
    expect(head.title).toBe('Otter Wins Q4 · Free Poker League');
    expect(head.description).toBe('Jane took the final table & the trophy.');
    expect(head.path).toBe('/posts/browse/7');
    expect(head.type).toBe('article');
  });

  it('falls back to the story, then to the league', () => {
    expect(postHead({ ...post, summary: '' }).description).toBe('Long story');
    expect(postHead({ ...post, summary: '', story: '' }).description).toBe('News from Free Poker League.');
  });

  it('is a schema.org NewsArticle with headline and publish date', () => {
    expect(postArticle(post, 'https://league.example', 'Free Poker League')).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Otter Wins Q4',
      datePublished: '2026-12-01T18:00:00.000Z',
      url: 'https://league.example/posts/browse/7',
      publisher: { '@type': 'Organization', name: 'Free Poker League' },
    });
  });

  it('the bare news address names the recent posts', () => {
    const head = newsHead([
      { postID: 7, title: 'Otter Wins Q4' },
      { postID: 6, title: 'New Venue' },
    ]);
    expect(head.title).toBe('News · Free Poker League');
    expect(head.description).toBe('The latest from Free Poker League: Otter Wins Q4; New Venue.');
    expect(head.path).toBe('/posts/browse');
    expect(newsHead([]).jsonLd).toEqual([]);
  });
});
