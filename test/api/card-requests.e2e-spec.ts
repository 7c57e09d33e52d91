import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { UserType } from '../../src/shared/domain/user-type.js';
import { WorkerModule } from '../../src/worker.module.js';
import { api, type ApiError } from '../support/api.js';
import { aPlayer, type BuiltPlayer, type RoleName } from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { mailText, startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Answer = ApiError & { message?: string; requestID?: number };

describe('card requests (POST /v1/user/request)', () => {
  let smtp: TestSmtp;
  let app: TestApp;
  let worker: INestApplicationContext;
  const tokens = {} as Record<RoleName, string>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({ smtpUrl: smtp.url });
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(app.settings), { logger: false });
    await worker.init();
    for (const role of Object.keys(app.roles) as RoleName[]) tokens[role] = await app.login(role);
  });
  afterAll(async () => {
    await worker?.close();
    await app?.close();
    await smtp?.close();
  });

  const request = (token: string, data: Record<string, unknown>) =>
    api(app).as(token).post<Answer>('/v1/user/request', { data });
  const staffAddresses = ['manager@test.example', 'admin@test.example', 'owner@test.example'];
  const mailsFor = (requestID: number) =>
    smtp.received.filter((mail) => mailText(mail.raw).includes(`request #${requestID}`));

  it("stores a player's request for their own card and mails each manager and up once", async () => {
    const player = app.roles.player;
    const { status, body } = await request(tokens.player, {
      type: 'playerCard',
      playerNumber: player.playerNumber,
      instructions: '  Leave it with the Tuesday host  ',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'Request submitted', requestID: expect.any(Number) });
    const [stored] = await app.sql<{
      player_number: number;
      instructions: string;
      requested_by_id: number;
      type: string;
    }>('select player_number, instructions, requested_by_id, type from card_requests where request_id = ?', [
      body.requestID,
    ]);
    expect(stored).toEqual({
      player_number: player.playerNumber,
      instructions: 'Leave it with the Tuesday host',
      requested_by_id: player.playerID,
      type: 'playerCard',
    });

    await eventually(async () => expect(mailsFor(body.requestID!)).toHaveLength(staffAddresses.length), {
      timeoutMs: 15_000,
    });
    const mails = mailsFor(body.requestID!);
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual([...staffAddresses].sort());
    const text = mailText(mails[0]!.raw);
    expect(text).toContain(`Player Number: ${player.playerNumber}`);
    expect(text).toContain('Delivery Instructions: Leave it with the Tuesday host');
    expect(text).toContain(`/players/card/${player.playerNumber}`);
    // The worker records a mail once the SMTP server has accepted it, a moment after the listener has it.
    await eventually(async () =>
      expect(
        await app.sql('select count(*)::int as n from card_request_mails where request_id = ?', [body.requestID]),
      ).toEqual([{ n: 3 }]),
    );
  });

  it('keeps the request when the mail server refuses, and mails it once the server is back (no one twice)', async () => {
    smtp.refuseAll(true);
    const { status, body } = await request(tokens.player, {
      type: 'playerCard',
      playerNumber: app.roles.player.playerNumber,
      instructions: 'During the outage',
    });
    expect(status).toBe(200);
    expect(
      await app.sql('select count(*)::int as n from card_requests where request_id = ?', [body.requestID]),
    ).toEqual([{ n: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsFor(body.requestID!)).toHaveLength(0);
    smtp.refuseAll(false);
    await eventually(async () => expect(mailsFor(body.requestID!)).toHaveLength(staffAddresses.length), {
      timeoutMs: 30_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(mailsFor(body.requestID!)).toHaveLength(staffAddresses.length);
  });

  it("answers SPEC's messages for a missing number or instructions, and refuses instructions over 128 characters", async () => {
    const number = app.roles.player.playerNumber;
    expect(await request(tokens.player, { type: 'playerCard', instructions: 'x' })).toEqual({
      status: 400,
      body: { error: 'Missing player number', code: 'MISSING_PLAYER_NUMBER', field: 'playerNumber' },
    });
    expect(await request(tokens.player, { type: 'playerCard', playerNumber: null, instructions: 'x' })).toMatchObject({
      status: 400,
      body: { error: 'Missing player number' },
    });
    expect(await request(tokens.player, { type: 'playerCard', playerNumber: number, instructions: '   ' })).toEqual({
      status: 400,
      body: { error: 'Missing delivery instructions', code: 'MISSING_DELIVERY_INSTRUCTIONS', field: 'instructions' },
    });
    expect(await request(tokens.player, { playerNumber: number })).toMatchObject({
      status: 400,
      body: { error: 'Missing delivery instructions' },
    });
    expect(
      await request(tokens.player, { type: 'playerCard', playerNumber: number, instructions: 'x'.repeat(129) }),
    ).toEqual({
      status: 400,
      body: {
        error: 'The "Delivery Instructions" field must be no more than 128.',
        code: expect.any(String),
        field: 'instructions',
      },
    });
    expect(
      (await request(tokens.player, { type: 'playerCard', playerNumber: number, instructions: 'y'.repeat(128) }))
        .status,
    ).toBe(200);
    expect(await request(tokens.player, { type: 'badge', playerNumber: number, instructions: 'x' })).toMatchObject({
      status: 400,
      body: { code: 'CARD_REQUEST_TYPE_NOT_VALID', field: 'type' },
    });
    expect((await request(tokens.player, { type: 'playerCard', playerNumber: 'abc', instructions: 'x' })).status).toBe(
      400,
    );
  });

  it("needs a log-in; a player asks only for their own number; assistants and up for anyone's", async () => {
    const someone = await aPlayer(app, { firstName: 'Card', lastName: 'Holder' });
    const form = { type: 'playerCard', playerNumber: someone.playerNumber, instructions: 'At the bar' };
    expect((await request('', form)).status).toBe(401);
    expect(await request(tokens.player, form)).toEqual({
      status: 403,
      body: {
        error: 'You may request a card only for your own player number',
        code: 'CARD_REQUEST_NOT_OWN',
        field: 'playerNumber',
      },
    });
    expect((await request(await someone.login(), form)).status).toBe(200);
    for (const role of ['assistant', 'host', 'manager', 'admin', 'owner'] as const) {
      expect([role, (await request(tokens[role], form)).body.message]).toEqual([role, 'Request submitted']);
    }
    expect(await request(tokens.assistant, { ...form, playerNumber: 1_234 })).toEqual({
      status: 404,
      body: { error: 'No player has the number 1234', code: 'CARD_PLAYER_NOT_FOUND', field: 'playerNumber' },
    });
  });

  it('allows 5 requests a day per account, then answers 429, even when sent at once', async () => {
    const keen: BuiltPlayer = await aPlayer(app, { userType: UserType.Player });
    const token = await keen.login();
    const form = { type: 'playerCard', playerNumber: keen.playerNumber, instructions: 'Again' };
    const answers = await Promise.all(Array.from({ length: 7 }, () => request(token, form)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(answers.find((answer) => answer.status === 429)!.body).toEqual({
      error: 'At most 5 card requests a day; please try again tomorrow',
      code: 'TOO_MANY_CARD_REQUESTS',
    });
    expect(
      await app.sql('select count(*)::int as n from card_requests where requested_by_id = ?', [keen.playerID]),
    ).toEqual([{ n: 5 }]);
  });

  it('security review (line breaks in names): a name stored with a line break (before the check) cannot add a header or a line to the staff mail', async () => {
    const eve = await aPlayer(app, { firstName: 'Eve', lastName: 'Breaks' });
    await app.sql('update players set title = ? where player_id = ?', [
      'Eve\r\nBcc: leak@evil.example\r\n\r\nThe card to print: https://e.vil',
      eve.playerID,
    ]);
    const { status, body } = await request(tokens.manager, {
      type: 'playerCard',
      playerNumber: eve.playerNumber,
      instructions: 'At the bar',
    });
    expect(status).toBe(200);
    await eventually(async () => expect(mailsFor(body.requestID!)).toHaveLength(staffAddresses.length), {
      timeoutMs: 15_000,
    });
    for (const mail of mailsFor(body.requestID!)) {
      expect(staffAddresses).toContain(mail.to[0]);
      expect(mail.to).toHaveLength(1);
      const [head = '', ...rest] = mail.raw.split(/\r?\n\r?\n/);
      // Unfolded, each header is one line; none is a Bcc, and the subject holds the whole name.
      const headers = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
      expect(headers.filter((line) => /^bcc:/i.test(line))).toEqual([]);
      expect(headers.find((line) => /^subject:/i.test(line))).toBe(
        `Subject: ${app.settings.siteName}: player card request #${body.requestID} for Eve Bcc: leak@evil.example The card to print: https://e.vil (${eve.playerNumber})`,
      );
      const text = mailText(rest.join('\n\n'));
      expect(text.split(/\r?\n/).filter((line) => line.startsWith('The card to print'))).toEqual([
        `The card to print (Download PNG): ${app.settings.siteUrl}/players/card/${eve.playerNumber}`,
      ]);
    }
  });
});
