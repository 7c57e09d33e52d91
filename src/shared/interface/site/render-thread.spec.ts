import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RenderThread, RenderThreads, type ThreadRenderRequest } from './render-thread.js';

/** A stand-in for web/dist-server/entry-server.js: draws the read it asks for, or ends its thread on /die. */
const ENTRY = `
import { threadId } from 'node:worker_threads';
let site;
export async function configure(settings) { site = settings; }
export async function render({ url, readApi }) {
  if (url === '/die') process.exit(3);
  if (url === '/throw') throw new Error('the screen threw');
  if (url.startsWith('/which')) return { kind: 'page', html: url + ' on ' + threadId + ' after ' + (await readApi(url)).body };
  const read = await readApi('/v1/thing' + url);
  return { kind: 'page', html: site.siteName + ': ' + read.status + ' ' + read.body };
}
`;

describe('RenderThread: pages drawn beside the event loop, their reads answered by it', () => {
  let dir: string;
  let thread: RenderThread;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'render-thread-'));
    writeFileSync(join(dir, 'entry.mjs'), ENTRY);
  });
  beforeEach(() => {
    thread = new RenderThread(pathToFileURL(join(dir, 'entry.mjs')).href, { siteName: 'Free Poker League' });
  });
  afterEach(() => thread.close());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const readApi: ThreadRenderRequest['readApi'] = (path) => Promise.resolve({ status: 200, body: `read ${path}` });
  const ask = (url: string, read = readApi) =>
    thread.render<{ html: string }>({ url, siteUrl: 'https://league.example', today: null, readApi: read });

  it('draws a page with the settings it was configured with, its reads made on this thread', async () => {
    const asked: string[] = [];
    const page = await ask('/a', (path) => (asked.push(path), readApi(path)));
    expect(page.html).toBe('Free Poker League: 200 read /v1/thing/a');
    expect(asked).toEqual(['/v1/thing/a']);
    // Two at once, each with its own reads.
    const [b, c] = await Promise.all([ask('/b'), ask('/c')]);
    expect([b.html, c.html]).toEqual([
      'Free Poker League: 200 read /v1/thing/b',
      'Free Poker League: 200 read /v1/thing/c',
    ]);
  });

  it("decodes a read answered as bytes on its own thread (the app's loop sends a kept answer as it is)", async () => {
    const page = await ask('/a', () => Promise.resolve({ status: 200, body: Buffer.from('Café 🂡 €') }));
    expect(page.html).toBe('Free Poker League: 200 Café 🂡 €');
  });

  it('fails a render whose read failed or whose screen threw, and goes on', async () => {
    await expect(ask('/a', () => Promise.reject(new Error('the database is away')))).rejects.toThrow(
      'the database is away',
    );
    await expect(ask('/throw')).rejects.toThrow('the screen threw');
    expect((await ask('/a')).html).toBe('Free Poker League: 200 read /v1/thing/a');
  });

  it('fails the renders a dying thread held, and the next render starts another', async () => {
    await expect(ask('/die')).rejects.toThrow('the render thread exited (3)');
    expect((await ask('/after')).html).toBe('Free Poker League: 200 read /v1/thing/after');
  });
});

describe('RenderThreads: renders sent to the thread with the fewest under way', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'render-threads-'));
    writeFileSync(join(dir, 'entry.mjs'), ENTRY);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A read held until `release` is called: the render asking it stays under way on its thread. */
  function heldRead() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const read: ThreadRenderRequest['readApi'] = async (path) => (await released, { status: 200, body: path });
    return { read, release };
  }
  const askOn = (threads: RenderThreads, url: string, readApi: ThreadRenderRequest['readApi']) =>
    threads.render<{ html: string }>({ url, siteUrl: 'https://league.example', today: null, readApi });
  const threadOf = (html: string) => /on (\d+) after/.exec(html)![1];

  it('draws two pages at once on two threads, and the next on the one that is free', async () => {
    const threads = new RenderThreads(pathToFileURL(join(dir, 'entry.mjs')).href, { siteName: 'League' }, 2);
    try {
      const first = heldRead();
      const second = heldRead();
      const a = askOn(threads, '/which/a', first.read);
      const b = askOn(threads, '/which/b', second.read);
      first.release();
      const aThread = threadOf((await a).html);
      // a's thread is free again, b's still holds b: the next render goes to a's.
      const c = await askOn(threads, '/which/c', (path) => Promise.resolve({ status: 200, body: path }));
      second.release();
      const bThread = threadOf((await b).html);
      expect(bThread).not.toBe(aThread);
      expect(threadOf(c.html)).toBe(aThread);
    } finally {
      await threads.close();
    }
  });

  it('is one thread or more', () => {
    expect(() => new RenderThreads('file:///none.mjs', {}, 0)).toThrow('render threads must be a whole number from 1');
  });
});
