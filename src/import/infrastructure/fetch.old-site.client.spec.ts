import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FetchOldSiteClient, OldSiteError } from './fetch.old-site.client.js';

/** An old site on loopback whose answers the test writes; each request is counted by path. */
async function oldSite(answer: (request: IncomingMessage, response: ServerResponse, nth: number) => void) {
  const seen = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const nth = (seen.get(request.url!) ?? 0) + 1;
    seen.set(request.url!, nth);
    answer(request, response, nth);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const json = (response: ServerResponse, body: unknown) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('the old site client when the old site stops answering', () => {
  it('a log-in with no answer fails within its deadline, saying so', async () => {
    const site = await oldSite(() => undefined);
    try {
      const failure = await new FetchOldSiteClient(site.url, 200).logIn('admin', 'pw').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(OldSiteError);
      expect((failure as Error).message).toBe('/v1/user/login: 0 no answer within 0.2 s');
    } finally {
      await site.close();
    }
  });

  it('a read with no answer, or a body that stops halfway, is tried again and then answers', async () => {
    const site = await oldSite((request, response, nth) => {
      if (request.url === '/v1/venue/list/0' && nth === 1) return; // no answer at all
      if (request.url === '/v1/event/list/0' && nth === 1) {
        response.writeHead(200, { 'content-type': 'application/json' }).write('{"rows": ['); // half a body
        return;
      }
      json(response, { rows: [{ id: nth }], total: 1 });
    });
    try {
      const client = new FetchOldSiteClient(site.url, 200);
      expect(await client.venues()).toEqual([{ id: 2 }]);
      expect(await client.events()).toEqual([{ id: 2 }]);
      expect(Object.fromEntries(site.seen)).toEqual({ '/v1/venue/list/0': 2, '/v1/event/list/0': 2 });
    } finally {
      await site.close();
    }
  });
});
