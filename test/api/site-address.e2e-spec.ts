/**
 * Issue 19 item 15: links in mail and the calendar feed follow the address the site was
 * visited at in demo mode without SITE_URL (the Host header, checked); production and test
 * mode keep SITE_URL and ignore the Host header. The card request mail, sent by the worker,
 * uses the address of the request that asked for the card (kept with its outbox row).
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
function send(app: TestApp, method: string, path: string, host: string, body?: unknown, token?: string): Promise<{ status: number; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${app.url}${path}`,
      {
        method,
        headers: {
          host,
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
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

    it('puts that address in the password reset link', async () => {
      const since = smtp.received.length;
      const answer = await send(app, 'POST', '/v1/user/resetpw', 'league.local:3000', resetFor(app.roles.player.email!));
      expect(answer.status).toBe(200);
      await eventually(async () => expect(mailTo(app.roles.player.email!, since)).toBeDefined(), { timeoutMs: 10_000 });
      expect(mailText(mailTo(app.roles.player.email!, since)!.raw)).toContain('http://league.local:3000/users/setpw/');
    });

    it('ignores a Host that is not a plain name[:port] (SITE_URL stays)', async () => {
      const feed = await send(app, 'GET', '/v1/calendar/league.ics', 'evil.example@attacker');
      expect(feed.text).toContain(`${app.settings.siteUrl}/events/calendar`);
    });

    it('mails the staff a card link at the address the card was asked for at (the worker has no request)', async () => {
      const token = await app.login('player');
      const since = smtp.received.length;
      const asked = await send(app, 'POST', '/v1/user/request', 'league.local:3000', { data: { type: 'playerCard', playerNumber: app.roles.player.playerNumber, instructions: 'At the bar' } }, token);
      expect(asked.status).toBe(200);
      await eventually(async () => expect(mailTo('manager@test.example', since)).toBeDefined(), { timeoutMs: 15_000 });
      expect(mailText(mailTo('manager@test.example', since)!.raw)).toContain(`http://league.local:3000/players/card/${app.roles.player.playerNumber}`);
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
