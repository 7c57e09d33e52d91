import { request } from 'node:http';

export interface AnswerFrom<T> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Calls the test app from another loopback address (127.0.0.2, 127.0.0.3 ...: all of
 * 127.0.0.0/8 is this machine), so a suite can be several clients without trusting any
 * header: the server sees the connection's own address. Answers status, parsed body and headers.
 */
export function postFrom<T = Record<string, unknown>>(
  localAddress: string,
  target: { url: string },
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<AnswerFrom<T>> {
  const url = new URL(path, target.url);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: incoming.statusCode ?? 0,
            body: (raw ? JSON.parse(raw) : {}) as T,
            headers: incoming.headers,
          });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(text);
  });
}
