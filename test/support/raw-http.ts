import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes that came on the wire (none for a HEAD, if the server is right). */
  body: Buffer;
}

/**
 * One request through plain node:http, the body as the bytes that arrived: fetch() and
 * fastify.inject() may hide what a HEAD really sends (a body, a missing Content-Length).
 */
export function rawRequest(
  target: { url: string },
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const url = new URL(path, target.url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Headers that belong to one response (its date, the connection, chunking), not to the answer. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** An answer's own headers, for comparing a HEAD with its GET. */
export const answerHeadersOf = (answer: RawAnswer): Record<string, string | string[] | undefined> =>
  Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_RESPONSE.has(name)));
