/**
 * Issue 19 item 15: links in the calendar feed follow the address the site was visited at in
 * demo mode without SITE_URL (the Host header, checked); production and test mode keep
 * SITE_URL and ignore the Host header. Links in mail never follow it (issue 32, low 6): a
 * forged Host would otherwise put an attacker's address in someone's reset link; the reset
 * mail and the card request mail (sent by the worker) carry SITE_URL in every mode.
 */
import 'reflect-metadata';
import { request as httpRequest } from 'node:http';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from '../../src/worker.module.js';
import { eventually } from '../support/eventually.js';
import { mailText, startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** fetch() will not send another Host header: plain node:http does. */
function send(
  app: TestApp,
  method: string,
  path: string,
  host: string,
  body?: unknown,
  token?: string,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${app.url}${path}`,
      {
        method,
        headers: {
          host,
          ...extraHeaders,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const resetFor = (email: string) => ({ data: { email, firstName: null, lastName: null } });

describe('issue 19 item 15: the site address in links (demo mode without SITE_URL)', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp?.close());

  const mailTo = (email: string, since: number) => smtp.received.slice(since).find((mail) => mail.to.includes(email));

  describe('demo mode', () => {
    let app: TestApp;
    let worker: INestApplicationContext;
    beforeAll(async () => {
      app = await startTestApp({ smtpUrl: smtp.url, env: { APP_MODE: 'demo', DEMO_DATA: 'false' } });
      worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(app.settings), { logger: false });
      await worker.init();
    });
    afterAll(async () => {
      await worker?.close();
      await app?.close();
    });

    it('links the calendar feed to the address it was asked at, each address its own kept copy', async () => {
      const feed = await send(app, 'GET', '/v1/calendar/league.ics', 'league.local:3000');
      expect(feed.status).toBe(200);
      expect(feed.text).toContain('http://league.local:3000/events/calendar');
      expect(feed.text).not.toContain('localhost');
      // The same path at another address is not the first one's kept answer.
      const other = await send(app, 'GET', '/v1/calendar/league.ics', '192.168.1.20:3000');
      expect(other.text).toContain('http://192.168.1.20:3000/events/calendar');
      expect(other.text).not.toContain('league.local');
    });

    it('never puts the visited address in the password reset link (Host: evil.example): SITE_URL', async () => {
      const since = smtp.received.length;
      const answer = await send(app, 'POST', '/v1/user/resetpw', 'evil.example', resetFor(app.roles.player.email!));
      expect(answer.status).toBe(200);
      await eventually(async () => expect(mailTo(app.roles.player.email!, since)).toBeDefined(), { timeoutMs: 10_000 });
      const text = mailText(mailTo(app.roles.player.email!, since)!.raw);
      expect(text).toContain(`${app.settings.siteUrl}/users/setpw/`);
      expect(text).not.toContain('evil.example');
    });

    it('ignores X-Forwarded-Proto without TRUST_PROXY: one request does not flip the kept /embed/* or calendar links', async () => {
      const https = { 'x-forwarded-proto': 'https' };
      for (const path of ['/v1/calendar/league.ics', '/embed/games', '/embed/standings']) {
        const forged = await send(app, 'GET', path, 'proto.local:3000', undefined, undefined, https);
        expect(forged.text).not.toContain('https://proto.local');
        const plain = await send(app, 'GET', path, 'proto.local:3000');
        expect(plain.text).toContain('http://proto.local:3000');
        expect(plain.text).not.toContain('https://proto.local');
      }
    });

    it('ignores a Host that is not a plain name[:port] (SITE_URL stays)', async () => {
      const feed = await send(app, 'GET', '/v1/calendar/league.ics', 'evil.example@attacker');
      expect(feed.text).toContain(`${app.settings.siteUrl}/events/calendar`);
    });

    it('mails the staff a card link at SITE_URL, not at the address the card was asked for at', async () => {
      const token = await app.login('player');
      const since = smtp.received.length;
      const asked = await send(
        app,
        'POST',
        '/v1/user/request',
        'evil.example',
        { data: { type: 'playerCard', playerNumber: app.roles.player.playerNumber, instructions: 'At the bar' } },
        token,
      );
      expect(asked.status).toBe(200);
      await eventually(async () => expect(mailTo('manager@test.example', since)).toBeDefined(), { timeoutMs: 15_000 });
      const text = mailText(mailTo('manager@test.example', since)!.raw);
      expect(text).toContain(`${app.settings.siteUrl}/players/card/${app.roles.player.playerNumber}`);
      expect(text).not.toContain('evil.example');
    });
  });

  describe('demo mode behind a proxy TRUST_PROXY names', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ env: { APP_MODE: 'demo', DEMO_DATA: 'false', TRUST_PROXY: 'loopback' } });
    });
    afterAll(() => app?.close());

    it("believes the proxy's X-Forwarded-Proto, and keeps the https answer apart from the http one", async () => {
      const path = '/v1/calendar/league.ics';
      const viaProxy = await send(app, 'GET', path, 'proxied.local', undefined, undefined, {
        'x-forwarded-proto': 'https',
      });
      expect(viaProxy.text).toContain('https://proxied.local/events/calendar');
      const plain = await send(app, 'GET', path, 'proxied.local');
      expect(plain.text).toContain('http://proxied.local/events/calendar');
      expect(plain.text).not.toContain('https://proxied.local');
      expect(
        (await send(app, 'GET', path, 'proxied.local', undefined, undefined, { 'x-forwarded-proto': 'https' })).text,
      ).toContain('https://proxied.local/events/calendar');
    });
  });

  describe('production mode', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ smtpUrl: smtp.url, env: { APP_MODE: 'production' } });
    });
    afterAll(() => app?.close());

    it('ignores the Host header: links say SITE_URL', async () => {
      const feed = await send(app, 'GET', '/v1/calendar/league.ics', 'league.local:3000');
      expect(feed.status).toBe(200);
      expect(feed.text).toContain(`${app.settings.siteUrl}/events/calendar`);
      expect(feed.text).not.toContain('league.local');
      const since = smtp.received.length;
      await send(app, 'POST', '/v1/user/resetpw', 'league.local:3000', resetFor(app.roles.player.email!));
      await eventually(async () => expect(mailTo(app.roles.player.email!, since)).toBeDefined(), { timeoutMs: 10_000 });
      expect(mailText(mailTo(app.roles.player.email!, since)!.raw)).toContain(`${app.settings.siteUrl}/users/setpw/`);
    });
  });
});
