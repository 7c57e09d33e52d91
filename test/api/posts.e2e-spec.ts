import type { Post, PostIndexEntry, PostSummary } from '../../src/modules/posts/domain/post.js';
import { api, type ApiError, type Rows, type Saved } from '../support/api.js';
import { aPost } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const aPostBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Quarterly winners',
  category: 2,
  summary: '<p>Congratulations to our <strong>winners</strong>!</p>',
  story:
    '<h2>Final table</h2><p>Ann took it down. <a href="https://league.example/games" target="_blank">All games</a></p>',
  ...overrides,
});

/** Sleeps until a real instant has passed (the read cache runs on real time). */
const until = async (instant: Date) => {
  while (Date.now() <= instant.getTime() + 50) await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('posts: news for everyone, written by managers', () => {
  let app: TestApp;
  let manager: string;
  beforeAll(async () => {
    app = await startTestApp();
    manager = await app.login('manager');
  });
  afterAll(() => app.close());

  const asManager = () => api(app).as(manager);
  const save = (post: Record<string, unknown>, token = manager) =>
    api(app).as(token).post<Saved<'post', Post> & ApiError>('/v1/post', { data: post });
  const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

  describe('saving', () => {
    let postID: number;

    it('adds a post: the author is the manager, the publish date now, the HTML sanitised', async () => {
      const before = Date.now();
      const { status, body } = await save({ ...aPostBody(), authorID: app.accounts.player });
      expect(status).toBe(200);
      expect(body.message).toBe('Post added');
      expect(body.post).toMatchObject({
        title: 'Quarterly winners',
        category: 2,
        authorID: app.accounts.manager,
        summary: '<p>Congratulations to our <strong>winners</strong>!</p>',
        story:
          '<h2>Final table</h2><p>Ann took it down. <a href="https://league.example/games" target="_blank" rel="noopener noreferrer">All games</a></p>',
      });
      expect(Date.parse(body.post.publishDate)).toBeGreaterThanOrEqual(before - 1_000);
      expect(Date.parse(body.post.publishDate)).toBeLessThanOrEqual(Date.now() + 1_000);
      postID = body.post.postID;
      const read = await api(app).get<Rows<Post>>(`/v1/post/id/${postID}`);
      expect(read).toEqual({ status: 200, body: { rows: [body.post], total: 1 } });
    });

    it('updates a post, keeping its author whoever saves it', async () => {
      const owner = await app.login('owner');
      const { status, body } = await save(
        { ...aPostBody({ title: 'Quarterly winners (updated)' }), postID, publishDate: '2025-06-01T02:00:00.000Z' },
        owner,
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({
        message: 'Post updated',
        post: {
          postID,
          title: 'Quarterly winners (updated)',
          authorID: app.accounts.manager,
          publishDate: '2025-06-01T02:00:00.000Z',
        },
      });
    });

    it('drops harmless markup outside the allow-list without a word', async () => {
      const { body } = await save(
        aPostBody({
          title: 'Pasted',
          story: '<div style="color:red" class="x"><p>Hi <font>there</font></p></div><a href="ftp://x.example/f">f</a>',
        }),
      );
      expect(body.post.story).toBe('<p>Hi there</p><a>f</a>');
    });

    it.each([
      [{ title: '' }, 'The "Title" field is required.', 'FIELD_REQUIRED', 'title'],
      [{ title: 'x'.repeat(65) }, 'The "Title" field must be no more than 64.', 'FIELD_TOO_LONG', 'title'],
      [
        { category: 9 },
        'The "Category" field must be None, Games, Winners, Stats or Articles.',
        'INVALID_POST_CATEGORY',
        'category',
      ],
      [{ publishDate: 'next week' }, 'The "Publish Date" field is not valid.', 'FIELD_NOT_VALID', 'publishDate'],
      [
        { summary: '<p>Hi</p><script>alert(1)</script>' },
        'The "Summary" field may not contain scripts, event handlers or script links (found <script>).',
        'POST_HAS_SCRIPT',
        'summary',
      ],
      [
        { story: '<img src=x onerror="alert(document.cookie)">' },
        'The "Story" field may not contain scripts, event handlers or script links (found onerror on <img>).',
        'POST_HAS_SCRIPT',
        'story',
      ],
      [
        { story: '<a href="javascript:alert(1)">prize</a>' },
        'The "Story" field may not contain scripts, event handlers or script links (found a javascript: link on <a>).',
        'POST_HAS_SCRIPT',
        'story',
      ],
      [
        { story: '<svg onload="alert(1)"></svg>' },
        'The "Story" field may not contain scripts, event handlers or script links (found onload on <svg>).',
        'POST_HAS_SCRIPT',
        'story',
      ],
      [
        { story: '<iframe src="https://evil.example"></iframe>' },
        'The "Story" field may not contain scripts, event handlers or script links (found <iframe>).',
        'POST_HAS_SCRIPT',
        'story',
      ],
    ])('refuses %j with its message, code and field, and saves nothing', async (overrides, error, code, field) => {
      const [before] = await app.sql<{ n: number; changed: string }>(
        'select count(*)::int as n, max(updated_at)::text as changed from posts',
      );
      expect(await save({ ...aPostBody({ title: 'Refused post' }), ...overrides })).toEqual({
        status: 400,
        body: { error, code, field },
      });
      expect(await save({ ...aPostBody(), ...overrides, postID })).toMatchObject({
        status: 400,
        body: { code, field },
      });
      expect(await app.sql('select count(*)::int as n, max(updated_at)::text as changed from posts')).toEqual([before]);
    });

    it('answers 404 for an unknown post, to reads, saves and deletes, and 400 for a bad id', async () => {
      const notFound = { error: 'Post not found', code: 'POST_NOT_FOUND' };
      expect(await api(app).get('/v1/post/id/999999')).toEqual({ status: 404, body: notFound });
      expect(await save(aPostBody({ postID: 999999 }))).toEqual({ status: 404, body: notFound });
      expect(await asManager().delete('/v1/post', { data: { postID: 999999 } })).toEqual({
        status: 404,
        body: notFound,
      });
      expect(await api(app).get('/v1/post/id/abc')).toEqual({
        status: 400,
        body: { error: 'The "Post ID" field is not valid.', code: 'FIELD_NOT_VALID', field: 'postID' },
      });
      expect(await asManager().delete('/v1/post', { data: {} })).toEqual({
        status: 400,
        body: { error: 'The "Post ID" field is required.', code: 'FIELD_REQUIRED', field: 'postID' },
      });
    });

    it('lets only managers and above write', async () => {
      const post = await aPost(app, { title: 'Guarded' });
      const refusedBy = async (token: string) => ({
        save: (await save(aPostBody({ title: 'Not yours' }), token)).status,
        update: (await save(aPostBody({ postID: post.postID, title: 'Not yours' }), token)).status,
        delete: (
          await api(app)
            .as(token)
            .delete('/v1/post', { data: { postID: post.postID } })
        ).status,
      });
      expect(await refusedBy('')).toEqual({ save: 401, update: 401, delete: 401 });
      for (const role of ['player', 'assistant', 'host'] as const)
        expect(await refusedBy(await app.login(role))).toEqual({ save: 403, update: 403, delete: 403 });
      expect((await save(aPostBody({ title: 'Forbidden' }), await app.login('host'))).body).toEqual({
        error: 'Unauthorized',
        code: 'UNAUTHORIZED',
      });
      expect((await api(app).get<Rows<Post>>(`/v1/post/id/${post.postID}`)).body.rows[0]!.title).toBe('Guarded');
      expect(await asManager().delete('/v1/post', { data: { postID: post.postID } })).toEqual({
        status: 200,
        body: { message: 'Post deleted' },
      });
      expect((await api(app).get(`/v1/post/id/${post.postID}`)).status).toBe(404);
    });
  });

  describe('lists and publish dates', () => {
    let older: Post;
    let newer: Post;
    let stats: Post;
    let future: Post;
    beforeAll(async () => {
      await app.sql('delete from posts');
      older = await aPost(app, { title: 'Older games news', category: 1, publishDate: '2029-03-01T18:00:00Z' });
      newer = await aPost(app, { title: 'Newer winners news', category: 2, publishDate: '2029-03-05T18:00:00Z' });
      stats = await aPost(app, { title: 'Stats of the month', category: 3, publishDate: '2029-03-03T18:00:00Z' });
      future = await aPost(app, { title: 'Coming soon', category: 2, publishDate: '2029-04-01T16:00:00Z' });
    });
    const visitorOn = (today: string) => api(app).today(today);

    it('home: the three latest published posts with their summaries, newest first', async () => {
      const { status, body } = await visitorOn('2029-03-20').get<Rows<PostSummary>>('/v1/post/list/0/0/3');
      expect(status).toBe(200);
      expect(titles(body.rows)).toEqual(['Newer winners news', 'Stats of the month', 'Older games news']);
      expect(body.total).toBe(3);
      expect(body.rows[0]).toEqual({
        postID: newer.postID,
        title: newer.title,
        category: 2,
        publishDate: '2029-03-05T18:00:00.000Z',
        summary: newer.summary,
        authorID: null,
      });
      expect(body.rows[0]).not.toHaveProperty('story');
    });

    it('pages: page counts from 0, total counts every match, page size 0 is every post', async () => {
      const page = await visitorOn('2029-03-20').get<Rows<PostSummary>>('/v1/post/list/0/1/2');
      expect(titles(page.body.rows)).toEqual(['Older games news']);
      expect(page.body.total).toBe(3);
      expect((await visitorOn('2029-03-20').get<Rows<PostSummary>>('/v1/post/list/0/0/0')).body.total).toBe(3);
      expect((await visitorOn('2029-03-20').get<Rows<PostSummary>>('/v1/post/list/0')).body.rows).toHaveLength(3);
    });

    it('the index of a category: title, publishDate, postID and category only', async () => {
      const { body } = await visitorOn('2029-03-20').get<Rows<PostIndexEntry>>('/v1/post/list/2/0/0/all');
      expect(body).toEqual({
        rows: [
          { postID: newer.postID, title: 'Newer winners news', publishDate: '2029-03-05T18:00:00.000Z', category: 2 },
        ],
        total: 1,
      });
      expect(
        titles((await visitorOn('2029-03-20').get<Rows<PostIndexEntry>>('/v1/post/list/0/0/0/all')).body.rows),
      ).toEqual(['Newer winners news', 'Stats of the month', 'Older games news']);
      expect(titles((await visitorOn('2029-03-20').get<Rows<PostSummary>>('/v1/post/list/1/0/3')).body.rows)).toEqual([
        'Older games news',
      ]);
      expect((await api(app).get('/v1/post/list/x/0/3')).body).toEqual({
        error: 'The "Category" field is not valid.',
        code: 'FIELD_NOT_VALID',
        field: 'category',
      });
    });

    it('hides a post dated later from visitors and players until then, for lists and by id', async () => {
      const player = await app.login('player');
      for (const caller of [visitorOn('2029-04-01T15:59:00Z'), visitorOn('2029-04-01T15:59:00Z').as(player)]) {
        expect(titles((await caller.get<Rows<PostSummary>>('/v1/post/list/0/0/3')).body.rows)).not.toContain(
          'Coming soon',
        );
        expect(titles((await caller.get<Rows<PostIndexEntry>>('/v1/post/list/2/0/0/all')).body.rows)).toEqual([
          'Newer winners news',
        ]);
        expect(await caller.get(`/v1/post/id/${future.postID}`)).toEqual({
          status: 404,
          body: { error: 'Post not found', code: 'POST_NOT_FOUND' },
        });
      }
      const shown = visitorOn('2029-04-01T16:00:00Z');
      expect(titles((await shown.get<Rows<PostSummary>>('/v1/post/list/0/0/3')).body.rows)).toEqual([
        'Coming soon',
        'Newer winners news',
        'Stats of the month',
      ]);
      expect((await shown.get<Rows<Post>>(`/v1/post/id/${future.postID}`)).body.rows[0]).toMatchObject({
        title: 'Coming soon',
        story: future.story,
      });
    });

    it('shows managers the posts dated later in the index and by id, for Manage Posts; their news lists stay published only', async () => {
      // Real time here (a session is checked against the clock too): every post of this block is dated later.
      expect(titles((await asManager().get<Rows<PostIndexEntry>>('/v1/post/list/0/0/0/all')).body.rows)).toEqual([
        'Coming soon',
        'Newer winners news',
        'Stats of the month',
        'Older games news',
      ]);
      expect(titles((await asManager().get<Rows<PostIndexEntry>>('/v1/post/list/2/0/0/all')).body.rows)).toEqual([
        'Coming soon',
        'Newer winners news',
      ]);
      expect((await asManager().get<Rows<Post>>(`/v1/post/id/${future.postID}`)).body.rows[0]).toMatchObject({
        postID: future.postID,
        title: 'Coming soon',
      });
      expect(await asManager().get<Rows<PostSummary>>('/v1/post/list/0/0/3')).toEqual({
        status: 200,
        body: { rows: [], total: 0 },
      });
      expect(
        await api(app)
          .as(await app.login('host'))
          .get<Rows<PostIndexEntry>>('/v1/post/list/0/0/0/all'),
      ).toEqual({ status: 200, body: { rows: [], total: 0 } });
      expect(await api(app).get<Rows<PostIndexEntry>>('/v1/post/list/0/0/0/all')).toEqual({
        status: 200,
        body: { rows: [], total: 0 },
      });
      expect((await api(app).get(`/v1/post/id/${older.postID}`)).status).toBe(404);
      expect(stats.postID).toBeGreaterThan(0);
    });
  });

  it('keeps a visitor’s list no longer than the next publish date, and drops it on every write', async () => {
    await app.sql('delete from posts');
    await aPost(app, { title: 'Already out' });
    const soon = new Date(Date.now() + 2_000);
    const saved = await save(aPostBody({ title: 'Out in a moment', publishDate: soon.toISOString() }));
    expect(saved.status).toBe(200);
    const list = () => api(app).get<Rows<PostSummary>>('/v1/post/list/0/0/3');
    expect(titles((await list()).body.rows)).toEqual(['Already out']);
    // Kept: a change behind the cache's back is not seen.
    await app.sql("update posts set title = 'Changed behind the cache' where title = 'Already out'");
    expect(titles((await list()).body.rows)).toEqual(['Already out']);
    await until(soon);
    expect(titles((await list()).body.rows)).toEqual(['Out in a moment', 'Changed behind the cache']);
    // A write drops it at once.
    const kept = await list();
    await asManager().delete('/v1/post', { data: { postID: saved.body.post.postID } });
    expect(titles((await list()).body.rows)).toEqual(['Changed behind the cache']);
    expect(kept.body.total).toBe(2);
  });
});
