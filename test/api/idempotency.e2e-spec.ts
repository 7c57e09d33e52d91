import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import { MikroOrmIdempotencyStore } from '../../src/shared/infrastructure/idempotency/mikro-orm.idempotency-store.js';
import { api } from '../support/api.js';
import { aGameWithEntries, somePlayers, type BuiltGame } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A raw answer: the exact bytes matter here, not only the parsed body. */
interface RawAnswer {
  status: number;
  text: string;
  replayed: string | null;
}

describe('idempotent writes (Idempotency-Key)', () => {
  let app: TestApp;
  let host: string;
  let manager: string;
  beforeAll(async () => {
    app = await startTestApp();
    host = await app.login('host');
    manager = await app.login('manager');
    for (const token of [host, manager])
      expect(
        (
          await api(app)
            .as(token)
            .post('/v1/user/agreement', { data: { accepted: true } })
        ).status,
      ).toBe(200);
  });
  afterAll(() => app.close());

  const endingOf = (game: BuiltGame, places = game.entries.map((_, i) => i + 1)) => ({
    data: { gameID: game.gameID, places: places.map((place, i) => ({ pointID: game.entries[i]!.pointID, place })) },
  });

  async function post(path: string, body: unknown, key: string | undefined, token = host): Promise<RawAnswer> {
    const response = await fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      text: await response.text(),
      replayed: response.headers.get('idempotent-replayed'),
    };
  }
  const end = (game: BuiltGame, key: string | undefined, token = host, body = endingOf(game)) =>
    post('/v1/point/end', body, key, token);

  const outboxRows = async (game: BuiltGame) =>
    (
      await app.sql<{ n: number }>(
        "select count(*)::int as n from outbox where type = 'GameEnded' and (payload->>'gameID')::int = ?",
        [game.gameID],
      )
    )[0]!.n;
  const pointsOf = async (game: BuiltGame) =>
    (
      await app.sql<{ points: number; updatedAt: Date }>(
        'select points, updated_at as "updatedAt" from points where game_id = ? order by point_id',
        [game.gameID],
      )
    ).map((row) => `${row.points}@${new Date(row.updatedAt).toISOString()}`);
  const keysOf = async (key: string) =>
    (await app.sql<{ n: number }>('select count(*)::int as n from idempotency_keys where key = ?', [key]))[0]!.n;

  it('a replay answers the first answer byte for byte, marked as replayed, and changes nothing', async () => {
    const game = await aGameWithEntries(app, 4);
    const key = randomUUID();
    const first = await end(game, key);
    expect(first.status).toBe(200);
    expect(first.replayed).toBeNull();
    expect(JSON.parse(first.text).message).toBe('Game successfully ended');
    const saved = await pointsOf(game);

    const replay = await end(game, key);
    expect(replay).toEqual({ status: 200, text: first.text, replayed: 'true' });
    expect(await pointsOf(game)).toEqual(saved);
    expect(await outboxRows(game)).toBe(1);
    // The same call without a key is a new request: this one is "No changes detected".
    expect(JSON.parse((await end(game, undefined)).text).code).toBe('NO_CHANGES_DETECTED');
  });

  it('the same key with another body: 422, and the first answer stands', async () => {
    const game = await aGameWithEntries(app, 5);
    const key = randomUUID();
    expect((await end(game, key)).status).toBe(200);
    const otherBody = await end(game, key, host, endingOf(game, [2, 1, 3, 4, 5]));
    expect([otherBody.status, JSON.parse(otherBody.text)]).toEqual([
      422,
      { error: 'This Idempotency-Key was used for another request', code: 'IDEMPOTENCY_KEY_REUSED' },
    ]);
    expect(await outboxRows(game)).toBe(1);
  });

  it('keys are per caller: the same key from two callers is two requests', async () => {
    const [one, two] = [await aGameWithEntries(app, 4), await aGameWithEntries(app, 4)];
    const key = randomUUID();
    expect((await end(one, key, host)).replayed).toBeNull();
    const other = await end(two, key, manager);
    expect([other.status, other.replayed]).toEqual([200, null]);
    expect(await keysOf(key)).toBe(2);
  });

  it('two requests with one key at once: applied once, both answered the same', async () => {
    const game = await aGameWithEntries(app, 6);
    const key = randomUUID();
    const answers = await Promise.all([end(game, key), end(game, key), end(game, key)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers.filter((answer) => answer.replayed === 'true')).toHaveLength(2);
    expect(await outboxRows(game)).toBe(1);
  });

  it('a failed request keeps nothing: retried with its key, it runs', async () => {
    const game = await aGameWithEntries(app, 4);
    const key = randomUUID();
    await app.sql(`create or replace function refuse_game_ended_once() returns trigger language plpgsql as $$
      begin if new.type = 'GameEnded' and (new.payload->>'gameID')::int = ${game.gameID} then raise exception 'outbox refused'; end if; return new; end $$`);
    await app.sql(
      'create trigger refuse_game_ended_once before insert on outbox for each row execute function refuse_game_ended_once()',
    );
    try {
      expect((await end(game, key)).status).toBe(500);
    } finally {
      await app.sql('drop trigger refuse_game_ended_once on outbox');
    }
    expect(await keysOf(key)).toBe(0);
    const retried = await end(game, key);
    expect([retried.status, retried.replayed]).toEqual([200, null]);
    expect(await outboxRows(game)).toBe(1);

    // A refusal (4xx) keeps nothing either: once the rule is met, the same key runs.
    const short = await aGameWithEntries(app, 4);
    const refusedKey = randomUUID();
    const body = endingOf(short, [2, 3, 4]); // the 4th entry keeps its stored place
    expect(JSON.parse((await end(short, refusedKey, host, body)).text).code).toBe('MISSING_PLACE');
    await app.sql('update points set place = 1 where point_id = ?', [short.entries[3]!.pointID]);
    expect((await end(short, refusedKey, host, body)).status).toBe(200);
  });

  it('screens hear of the change after it is committed, and cached reads are dropped after the commit too', async () => {
    const game = await aGameWithEntries(app, 4);
    expect(
      (await api(app).get<{ rows: { endedAt: string | null }[] }>(`/v1/game/id/${game.gameID}`)).body.rows[0]!.endedAt,
    ).toBeNull();
    const socket = io(app.url, { transports: ['websocket'], reconnection: false });
    try {
      expect(await socket.timeout(5000).emitWithAck('watchGame', { gameID: game.gameID })).toEqual({
        watching: game.gameID,
      });
      // What a screen reads the moment refreshGame arrives: the ending must already be there.
      const seenOnRefresh = new Promise<unknown>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no refreshGame')), 5000);
        socket.once('refreshGame', () => {
          clearTimeout(timer);
          resolve(
            app
              .sql<{ endedAt: Date | null }>('select ended_at as "endedAt" from games where game_id = ?', [game.gameID])
              .then((rows) => rows[0]!.endedAt),
          );
        });
      });
      expect((await end(game, randomUUID())).status).toBe(200);
      expect(await seenOnRefresh).not.toBeNull();
    } finally {
      socket.close();
    }
    expect(
      (await api(app).get<{ rows: { endedAt: string | null }[] }>(`/v1/game/id/${game.gameID}`)).body.rows[0]!.endedAt,
    ).not.toBeNull();
  });

  describe('on the check-in (every game-night write takes a key)', () => {
    const checkIn = (gameID: number, playerID: number, key: string | undefined) =>
      post('/v1/point/check-in', { data: { gameID, playerID } }, key);
    const recordCount = async (gameID: number) =>
      (await app.sql<{ n: number }>('select count(*)::int as n from points where game_id = ?', [gameID]))[0]!.n;

    it('a replayed check-in answers "Player checked in" again, not "already checked in", and adds nothing', async () => {
      const game = await aGameWithEntries(app, 0);
      const [player] = await somePlayers(app, 1);
      const key = randomUUID();
      const first = await checkIn(game.gameID, player!.playerID, key);
      expect(first.status).toBe(200);
      const replay = await checkIn(game.gameID, player!.playerID, key);
      expect(replay).toEqual({ status: 200, text: first.text, replayed: 'true' });
      expect(await recordCount(game.gameID)).toBe(1);
      // Without the key, the second check-in is a new request and is refused.
      expect(JSON.parse((await checkIn(game.gameID, player!.playerID, undefined)).text).code).toBe(
        'PLAYER_ALREADY_CHECKED_IN',
      );
    });

    it('the same check-in sent three times at once with one key: one record, three equal answers', async () => {
      const game = await aGameWithEntries(app, 0);
      const [player] = await somePlayers(app, 1);
      const key = randomUUID();
      const answers = await Promise.all([1, 2, 3].map(() => checkIn(game.gameID, player!.playerID, key)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
      expect(await recordCount(game.gameID)).toBe(1);
    });

    it('a key used on the end call cannot be reused on a check-in (another path)', async () => {
      const game = await aGameWithEntries(app, 4);
      const [player] = await somePlayers(app, 1);
      const key = randomUUID();
      expect((await end(game, key)).status).toBe(200);
      expect((await checkIn(game.gameID, player!.playerID, key)).status).toBe(422);
      expect(await recordCount(game.gameID)).toBe(4);
    });

    it("SPEC's POST /v1/point takes the key too", async () => {
      const game = await aGameWithEntries(app, 0);
      const [player] = await somePlayers(app, 1);
      const key = randomUUID();
      const first = await post('/v1/point', { data: { gameID: game.gameID, playerID: player!.playerID } }, key);
      expect(first.status).toBe(200);
      expect(await post('/v1/point', { data: { gameID: game.gameID, playerID: player!.playerID } }, key)).toEqual({
        status: 200,
        text: first.text,
        replayed: 'true',
      });
      expect(await recordCount(game.gameID)).toBe(1);
    });
  });

  it('a key must be 1 to 128 visible characters: 400 coded, no field', async () => {
    const game = await aGameWithEntries(app, 4);
    for (const key of ['x'.repeat(129), 'with space', 'tab\there']) {
      const answer = await end(game, key);
      expect([answer.status, JSON.parse(answer.text)]).toEqual([
        400,
        { error: 'The Idempotency-Key header must be 1 to 128 visible characters', code: 'IDEMPOTENCY_KEY_INVALID' },
      ]);
    }
    expect((await end(game, 'x'.repeat(128))).status).toBe(200);
  });

  it('a key is kept 24 hours: an expired one runs afresh, and the worker purges them', async () => {
    const game = await aGameWithEntries(app, 5);
    const key = randomUUID();
    expect((await end(game, key)).status).toBe(200);
    await app.sql("update idempotency_keys set created_at = now() - interval '25 hours' where key = ?", [key]);
    const afresh = await end(game, key, host, endingOf(game, [2, 1, 3, 4, 5]));
    expect([afresh.status, afresh.replayed]).toEqual([200, null]);
    expect(await outboxRows(game)).toBe(2);

    await app.sql("update idempotency_keys set created_at = now() - interval '25 hours' where key = ?", [key]);
    expect(await new MikroOrmIdempotencyStore(app.orm.em.fork()).purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await keysOf(key)).toBe(0);
  });
});
