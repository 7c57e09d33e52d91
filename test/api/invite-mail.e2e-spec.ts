import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { SendMonthlyInvitesCommand } from '../../src/modules/bonuses/application/commands/send-monthly-invites.command.js';
import {
  MONTHLY_INVITES,
  MONTHLY_PATTERN,
  MONTHLY_SCHEDULER_ID,
  VegasInvitesQueue,
} from '../../src/modules/bonuses/infrastructure/vegas-invites.queue.js';
import { RequestScopedClock } from '../../src/shared/infrastructure/clock/request-scoped.clock.js';
import { WorkerModule } from '../../src/worker.module.js';
import { api, type ApiError } from '../support/api.js';
import { aGameWithEntries, aVenue, somePlayers, type BuiltGame, type BuiltPlayer } from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { mailText, startTestSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('invites and standings mail', () => {
  let smtp: TestSmtp;
  let app: TestApp;
  let worker: INestApplicationContext;
  let manager: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({ smtpUrl: smtp.url });
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(app.settings), { logger: false });
    await worker.init();
    manager = await app.login('manager');
    await api(app)
      .as(manager)
      .post('/v1/user/agreement', { data: { accepted: true } });
  });
  afterAll(async () => {
    await worker?.close();
    await app?.close();
    await smtp?.close();
  });

  const mailsTo = (email: string | null) => smtp.received.filter((mail) => mail.to.includes(email ?? ''));
  const monthlyRun = (now: string) =>
    RequestContext.create(worker.get(MikroORM).em, () =>
      worker.get(RequestScopedClock).runAt(now, () => worker.get(CommandBus).execute(new SendMonthlyInvitesCommand())),
    );

  describe('the monthly invites job', () => {
    it('is registered to run on the 1st of each month in the league zone', async () => {
      const scheduler = await worker.get(VegasInvitesQueue).queue.getJobScheduler(MONTHLY_SCHEDULER_ID);
      expect(scheduler).toMatchObject({
        pattern: MONTHLY_PATTERN,
        tz: app.settings.leagueTimeZone,
        name: MONTHLY_INVITES,
      });
    });

    it("mails last month's winners once, even when the job runs twice (or twice at once); players without an email are skipped", async () => {
      const venue = await aVenue(app, { title: 'The Rusty Anchor Tavern' });
      const [winner, other] = await somePlayers(app, 2, { firstName: 'Winner' });
      const [silent] = await somePlayers(app, 1, { email: null });
      const others = await somePlayers(app, 3);
      await aGameWithEntries(app, 5, {
        venueID: venue.venueID,
        gameAt: new Date('2026-03-10T03:00:00Z'),
        ended: true,
        players: [winner!, ...others, other!],
      });
      // Another venue's winner of the month has no address.
      const otherVenue = await aVenue(app);
      await aGameWithEntries(app, 4, {
        venueID: otherVenue.venueID,
        gameAt: new Date('2026-03-12T03:00:00Z'),
        ended: true,
        players: [silent!, ...others],
      });

      expect(await monthlyRun('2026-04-01T06:00:00')).toEqual({ month: '2026-03', sent: 1 });
      const mail = await smtp.nextMail();
      expect(mail.to).toEqual([winner!.email]);
      const text = mailText(mail.raw);
      expect(text).toContain('Vegas Invite for March 2026');
      expect(text).toContain('The Rusty Anchor Tavern');
      expect(text).toContain(`/players/invites/${winner!.playerID}`);

      expect(await monthlyRun('2026-04-01T07:00:00')).toEqual({ month: '2026-03', sent: 0 });
      await Promise.all([monthlyRun('2026-04-01T08:00:00'), monthlyRun('2026-04-01T08:00:00')]);
      expect(mailsTo(winner!.email)).toHaveLength(1);
      expect(mailsTo(other!.email)).toHaveLength(0);
      expect(
        await app.sql('select player_id, month, kind from invite_mails where player_id = ?', [winner!.playerID]),
      ).toEqual([{ player_id: winner!.playerID, month: '2026-03', kind: 'monthly' }]);
      // The awards are in the read model the job recomputed.
      const { body } = await api(app).get<{ rows: { playerID: number; monthlyBonus: number }[] }>(
        `/v1/point/bonuses/${venue.venueID}/0/0/1/2026-03-01/2026-03-31`,
      );
      expect(body.rows.map((row) => [row.playerID, row.monthlyBonus])).toEqual([[winner!.playerID, 1]]);
    });
  });

  describe('the standings mail after a game ends', () => {
    const end = (game: BuiltGame, places: number[]) =>
      api(app)
        .as(manager)
        .post<ApiError>('/v1/point/end', {
          data: {
            gameID: game.gameID,
            places: places.map((place, i) => ({ pointID: game.entries[i]!.pointID, place })),
          },
        });

    /** Waits until the worker has run the standings job of the game's latest GameEnded. */
    async function standingsJobDone(game: BuiltGame): Promise<void> {
      const [latest] = await app.sql<{ id: string }>(
        "select id from outbox where type = 'GameEnded' and (payload->>'gameID')::int = ? order by id desc limit 1",
        [game.gameID],
      );
      await eventually(
        async () => {
          const job = await worker.get(VegasInvitesQueue).queue.getJob(`standings-${game.gameID}-${latest!.id}`);
          expect(await job?.getState()).toBe('completed');
        },
        { timeoutMs: 20_000, everyMs: 200 },
      );
    }

    const mailOf = (player: BuiltPlayer): ReceivedMail => {
      const mails = mailsTo(player.email);
      expect(mails).toHaveLength(1);
      return mails[0]!;
    };

    let players: BuiltPlayer[];
    let game: BuiltGame;

    it('tells each player with an email their place, points and standing at the venue this season, once', async () => {
      const venue = await aVenue(app, { title: 'Standings Venue' });
      players = await somePlayers(app, 4, { firstName: 'Standing' });
      const [noEmail] = await somePlayers(app, 1, { email: null });
      // Earlier this season at the venue (an hour before tonight's game): players[3] has 100 points already.
      const earlier = await aGameWithEntries(app, 1, {
        venueID: venue.venueID,
        gameAt: new Date(Date.now() - 4 * 3600_000),
        endedAt: new Date(Date.now() - 3.5 * 3600_000),
        players: [players[3]!],
      });
      await app.sql('update points set points = 100, place = 1 where game_id = ?', [earlier.gameID]);
      game = await aGameWithEntries(app, 5, { venueID: venue.venueID, players: [...players, noEmail!] });

      expect((await end(game, [1, 2, 3, 4, 5])).status).toBe(200);
      await standingsJobDone(game);
      const points = await app.sql<{ player_id: number; place: number; points: number }>(
        'select player_id, place, points from points where game_id = ?',
        [game.gameID],
      );
      const pointsOf = (player: BuiltPlayer) => points.find((row) => row.player_id === player.playerID)!;
      expect(pointsOf(players[0]!).points).toBeGreaterThan(0);

      const first = mailText(mailOf(players[0]!).raw);
      expect(first).toContain(`You finished 1st and scored ${pointsOf(players[0]!).points} points.`);
      // players[3]'s 100 earlier points keep them first; the winner of tonight is 2nd.
      expect(first).toContain(`You are 2nd at Standings Venue this`);
      expect(first).toContain(`with ${pointsOf(players[0]!).points} points.`);
      const fourth = mailText(mailOf(players[3]!).raw);
      expect(fourth).toContain(`You finished 4th and scored ${pointsOf(players[3]!).points} points.`);
      expect(fourth).toContain(`You are 1st at Standings Venue this`);
      expect(fourth).toContain(`with ${100 + pointsOf(players[3]!).points} points.`);
      expect(mailsTo(null)).toHaveLength(0);
      expect(await app.sql('select count(*)::int as n from standings_mails where game_id = ?', [game.gameID])).toEqual([
        { n: 4 },
      ]);
    });

    it('never mails twice for one game: a correction mails nobody', async () => {
      const before = smtp.received.length;
      expect((await end(game, [2, 1, 3, 4, 5])).status).toBe(200);
      await standingsJobDone(game);
      expect(smtp.received.length).toBe(before);
    });

    it('has a one-click unsubscribe link that stops it (and a forged link is refused)', async () => {
      const link = /http\S+\/v1\/player\/unsubscribe\/(\S+)/.exec(mailText(mailOf(players[1]!).raw));
      expect(link).not.toBeNull();
      const token = link![1]!;
      expect(token.startsWith(`${players[1]!.playerID}-`)).toBe(true);
      const answer = await api(app).get<{ message: string; playerID: number }>(`/v1/player/unsubscribe/${token}`);
      expect(answer.status).toBe(200);
      expect(answer.body.playerID).toBe(players[1]!.playerID);
      // Clicking again answers the same.
      expect((await api(app).get(`/v1/player/unsubscribe/${token}`)).status).toBe(200);
      // Another player's id with this signature, or a made-up one: refused, nobody unsubscribed.
      const forged = await api(app).get<ApiError>(
        `/v1/player/unsubscribe/${players[2]!.playerID}-${token.split('-').slice(1).join('-')}`,
      );
      expect(forged.status).toBe(404);
      expect(forged.body.code).toBe('UNSUBSCRIBE_LINK_INVALID');
      expect((await api(app).get<ApiError>('/v1/player/unsubscribe/junk')).status).toBe(404);

      const next = await aGameWithEntries(app, 4, { venueID: game.venueID, players });
      expect((await end(next, [1, 2, 3, 4])).status).toBe(200);
      await standingsJobDone(next);
      expect(mailsTo(players[1]!.email)).toHaveLength(1);
      expect(mailsTo(players[0]!.email)).toHaveLength(2);
      expect(mailsTo(players[2]!.email)).toHaveLength(2);
    });
  });
});
