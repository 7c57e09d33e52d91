import { isPublished, preparePost, type PostInput } from './post.js';
import { findScripts, isScriptURL } from './post-html.js';

const now = new Date('2026-11-24T18:00:00.000Z');
/** A stand-in sanitiser: reports a <script> and keeps the rest. */
const sanitize = (html: string) => ({
  html: html.replace(/<script>.*<\/script>/g, ''),
  scripts: html.includes('<script>') ? ['<script>'] : [],
});
const input = (overrides: Partial<PostInput> = {}): PostInput => ({
  postID: 0,
  title: 'Winners',
  category: null,
  publishDate: null,
  summary: null,
  story: null,
  ...overrides,
});

describe('preparePost', () => {
  it('defaults the category to None, the publish date to now and blank HTML to empty', () => {
    expect(preparePost(input({ title: '  Winners  ' }), { authorID: 7, now, sanitize })).toEqual({
      postID: 0,
      title: 'Winners',
      category: 0,
      publishDate: '2026-11-24T18:00:00.000Z',
      summary: '',
      story: '',
      authorID: 7,
    });
  });

  it('keeps a given publish date as an instant', () => {
    expect(
      preparePost(input({ publishDate: '2026-12-01T09:30:00-08:00' }), { authorID: null, now, sanitize }).publishDate,
    ).toBe('2026-12-01T17:30:00.000Z');
  });

  it('checks the fields first: title required and at most 64, a known category', () => {
    expect(() => preparePost(input({ title: '' }), { authorID: 1, now, sanitize })).toThrow(
      'The "Title" field is required.',
    );
    expect(() => preparePost(input({ title: 'x'.repeat(65) }), { authorID: 1, now, sanitize })).toThrow(
      'The "Title" field must be no more than 64.',
    );
    expect(() => preparePost(input({ category: 5 }), { authorID: 1, now, sanitize })).toThrow(
      'The "Category" field must be None, Games, Winners, Stats or Articles.',
    );
    expect(() => preparePost(input({ publishDate: 'someday' }), { authorID: 1, now, sanitize })).toThrow(
      'The "Publish Date" field is not valid.',
    );
  });

  it('refuses a script, naming the field it is in', () => {
    expect(() =>
      preparePost(input({ story: '<p>x</p><script>alert(1)</script>' }), { authorID: 1, now, sanitize }),
    ).toThrow(
      expect.objectContaining({
        code: 'POST_HAS_SCRIPT',
        field: 'story',
        message: 'The "Story" field may not contain scripts, event handlers or script links (found <script>).',
      }),
    );
    expect(() => preparePost(input({ summary: '<script>x</script>' }), { authorID: 1, now, sanitize })).toThrow(
      expect.objectContaining({ field: 'summary' }),
    );
  });
});

describe('post HTML rules', () => {
  it('tells a script URL however it is disguised', () => {
    expect(isScriptURL('javascript:alert(1)')).toBe(true);
    expect(isScriptURL(' JAVA\tSCRIPT:alert(1)')).toBe(true);
    expect(isScriptURL('vbscript:x')).toBe(true);
    expect(isScriptURL('data:text/html,<script>')).toBe(true);
    expect(isScriptURL('data:image/svg+xml,<svg onload=x>')).toBe(true);
    expect(isScriptURL('data:image/png;base64,AAAA')).toBe(false);
    expect(isScriptURL('https://league.example/javascript:')).toBe(false);
    expect(isScriptURL('/posts/browse/3')).toBe(false);
  });

  it('finds event handlers, active tags and script styles', () => {
    expect(findScripts('IMG', { src: 'x', OnError: 'alert(1)' })).toEqual(['onerror on <img>']);
    expect(findScripts('iframe', {})).toEqual(['<iframe>']);
    expect(findScripts('p', { style: 'background: url( "java\\script:x" )' })).toEqual([
      'a script in the style of <p>',
    ]);
    expect(findScripts('meta', { 'http-equiv': 'refresh', content: '0; url=javascript:alert(1)' })).toEqual([
      'a script refresh on <meta>',
    ]);
    expect(findScripts('a', { href: 'https://x.example', title: 'one' })).toEqual([]);
  });
});

describe('isPublished', () => {
  it('is true from the publish instant on', () => {
    expect(isPublished({ publishDate: '2026-11-24T18:00:00.000Z' }, now)).toBe(true);
    expect(isPublished({ publishDate: '2026-11-24T18:00:00.001Z' }, now)).toBe(false);
  });
});
