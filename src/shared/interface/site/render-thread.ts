import { Worker } from 'node:worker_threads';

/** What a page's render is asked with, and reads the API through (on the app's own thread). */
export interface ThreadRenderRequest {
  readonly url: string;
  readonly siteUrl: string;
  readonly today: string | null;
  /**
   * A read's answer as its bytes (a kept answer's, or the API's) or as text. Bytes are decoded on
   * the render thread: a calendar's reads are megabytes, and decoding them on the app's thread held
   * its event loop (issue 35).
   */
  readonly readApi: (path: string) => Promise<{ status: number; body: string | Uint8Array }>;
}

/** Messages from the render thread. */
type FromThread =
  | { kind: 'read'; id: number; readID: number; path: string }
  | { kind: 'done'; id: number; result: unknown }
  | { kind: 'failed'; id: number; error: string };

/**
 * The thread's code (CommonJS, evaluated): loads the server render (web/dist-server), configures
 * it, and draws each page asked for, its reads answered by the app's thread.
 */
const THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const waiting = new Map();
const utf8 = new TextDecoder();
let nextRead = 0;
const ready = import(workerData.entry).then(async (renderer) => {
  await renderer.configure(workerData.settings);
  return renderer;
});
parentPort.on('message', async (message) => {
  if (message.kind === 'read-answer') {
    const read = waiting.get(message.readID);
    waiting.delete(message.readID);
    if (!read) return;
    if (message.error !== undefined) read.reject(new Error(message.error));
    else read.resolve({ status: message.status, body: typeof message.body === 'string' ? message.body : utf8.decode(message.body) });
    return;
  }
  if (message.kind !== 'render') return;
  try {
    const renderer = await ready;
    const readApi = (path) =>
      new Promise((resolve, reject) => {
        const readID = ++nextRead;
        waiting.set(readID, { resolve, reject });
        parentPort.postMessage({ kind: 'read', id: message.id, readID, path });
      });
    const result = await renderer.render({ ...message.request, readApi });
    parentPort.postMessage({ kind: 'done', id: message.id, result });
  } catch (error) {
    parentPort.postMessage({ kind: 'failed', id: message.id, error: String((error && error.stack) || error) });
  }
});
`;

/**
 * The server render on a thread of its own (issue 35): a render is one synchronous
 * renderToString per pass, and on the app's thread a calendar's held every other answer for
 * 0.5-0.8 s on a Friday. Here it runs beside the event loop; its reads (kept answers, else
 * fastify.inject) still run on the app's thread, through messages. A thread that dies fails the
 * renders it held (their pages go out as the shell) and the next render starts another.
 */
export class RenderThread {
  private worker: Worker | undefined;
  private readonly rendering = new Map<
    number,
    {
      worker: Worker;
      resolve: (result: unknown) => void;
      reject: (error: Error) => void;
      readApi: ThreadRenderRequest['readApi'];
    }
  >();
  private nextID = 0;

  constructor(
    private readonly entry: string,
    private readonly settings: Readonly<Record<string, string>>,
  ) {}

  render<Result>({ url, siteUrl, today, readApi }: ThreadRenderRequest): Promise<Result> {
    const worker = (this.worker ??= this.start());
    const id = ++this.nextID;
    return new Promise<Result>((resolve, reject) => {
      this.rendering.set(id, { worker, resolve: resolve as (result: unknown) => void, reject, readApi });
      worker.postMessage({ kind: 'render', id, request: { url, siteUrl, today } });
    });
  }

  /** Renders sent to this thread and not yet answered. */
  get underWay(): number {
    return this.rendering.size;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (!worker) return;
    this.failAll(worker, new Error('the render thread was closed'));
    await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(THREAD_CODE, { eval: true, workerData: { entry: this.entry, settings: this.settings } });
    // The app's own close ends it; it never keeps a process alive by itself.
    worker.unref();
    worker.on('message', (message: FromThread) => {
      const render = this.rendering.get(message.id);
      if (!render) return;
      if (message.kind === 'read') {
        render.readApi(message.path).then(
          ({ status, body }) => worker.postMessage({ kind: 'read-answer', readID: message.readID, status, body }),
          (error: unknown) =>
            worker.postMessage({
              kind: 'read-answer',
              readID: message.readID,
              error: error instanceof Error ? error.message : String(error),
            }),
        );
        return;
      }
      this.rendering.delete(message.id);
      if (message.kind === 'done') render.resolve(message.result);
      else render.reject(new Error(message.error));
    });
    const gone = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      this.failAll(worker, error);
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`the render thread exited (${code})`)));
    return worker;
  }

  /** Fails the renders a thread held: their pages go out as the shell. */
  private failAll(worker: Worker, error: Error): void {
    for (const [id, render] of this.rendering) {
      if (render.worker !== worker) continue;
      this.rendering.delete(id);
      render.reject(error);
    }
  }
}

/**
 * Render threads, each render sent to the one with the fewest under way (decision 0175): on a
 * machine with cores to spare, first renders of pages nobody asked before are drawn side by side
 * instead of queueing behind one thread. Each thread starts at its first render, so a pool of
 * several costs nothing until a surge needs it.
 */
export class RenderThreads {
  private readonly threads: readonly RenderThread[];

  constructor(entry: string, settings: Readonly<Record<string, string>>, size: number) {
    if (!Number.isInteger(size) || size < 1)
      throw new Error(`render threads must be a whole number from 1 (got ${size})`);
    this.threads = Array.from({ length: size }, () => new RenderThread(entry, settings));
  }

  get size(): number {
    return this.threads.length;
  }

  render<Result>(request: ThreadRenderRequest): Promise<Result> {
    const least = this.threads.reduce((best, thread) => (thread.underWay < best.underWay ? thread : best));
    return least.render<Result>(request);
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.close()));
  }
}
