import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RenderThread, type ThreadRenderRequest } from './render-thread.js';

/** A stand-in for web/dist-server/entry-server.js: draws the read it asks for, or ends its thread on /die. */
const ENTRY = `
let site;
export async function configure(settings) { site = settings; }
export async function render({ url, readApi }) {
  if (url === '/die') process.exit(3);
  if (url === '/throw') throw new Error('the screen threw');
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
