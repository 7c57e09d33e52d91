import type { PlayerSearchRow } from '../../src/modules/players/domain/player-row.js';
import { api, type ApiError, type Rows } from '../support/api.js';
import { aPlayer, somePlayers, type BuiltPlayer } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('players: the picker search and the number lookup (GET /v1/player/list/{filter}/{text})', () => {
  let app: TestApp;
  let zed: BuiltPlayer;
  let zoe: BuiltPlayer;
  let anna: BuiltPlayer;
  beforeAll(async () => {
    app = await startTestApp();
    [zed, zoe] = await somePlayers(app, 2, { lastName: 'Zuckerwitz' });
    anna = await aPlayer(app, { firstName: 'Anna Maria', lastName: 'Aardvark-Search' });
  });
  afterAll(() => app.close());

  const search = (path: string) => api(app).get<Rows<PlayerSearchRow> & ApiError>(`/v1/player/list/${path}`);
  const row = (player: BuiltPlayer): PlayerSearchRow => ({
    playerID: player.playerID,
    playerNumber: player.playerNumber,
    firstName: player.firstName,
    lastName: player.lastName,
    title: player.title,
    profileImage: null,
  });

  it('issue 19 item 5: a row carries the profile image name (the dashboard shows it)', async () => {
    await app.sql('update players set profile_image = ? where player_id = ?', [
      '0123456789abcdef0123456789abcdef.png',
      anna.playerID,
    ]);
    try {
      expect((await search(`0/${anna.playerNumber}`)).body.rows).toEqual([
        { ...row(anna), profileImage: '0123456789abcdef0123456789abcdef.png' },
      ]);
    } finally {
      await app.sql('update players set profile_image = null where player_id = ?', [anna.playerID]);
    }
  });

  it('finds players by a name fragment, any case, by last then first name, public fields only', async () => {
    const { status, body } = await search('1/uckerWI');
    expect(status).toBe(200);
    expect(body).toEqual({
      rows: [row(zed), row(zoe)].sort((a, b) => a.firstName.localeCompare(b.firstName)),
      total: 2,
    });
    expect(Object.keys(body.rows[0]!).sort()).toEqual([
      'firstName',
      'lastName',
      'playerID',
      'playerNumber',
      'profileImage',
      'title',
    ]);
  });

  it('reads + as a space', async () => {
    expect((await search('1/anna+maria')).body.rows).toEqual([row(anna)]);
  });

  it('finds a player by number, or by a pasted card link (either form)', async () => {
    expect((await search(`1/${anna.playerNumber}`)).body).toEqual({ rows: [row(anna)], total: 1 });
    expect((await search(`1/${encodeURIComponent(`https://league.example/p/${zed.playerNumber}`)}`)).body.rows).toEqual(
      [row(zed)],
    );
    expect(
      (await search(`1/${encodeURIComponent(`https://league.example/p?n=${zoe.playerNumber}`)}`)).body.rows,
    ).toEqual([row(zoe)]);
  });

  it('looks up an exact player number with filter 0: the player, or no rows', async () => {
    expect((await search(`0/${zoe.playerNumber}`)).body).toEqual({ rows: [row(zoe)], total: 1 });
    expect((await search('0/1234567')).body).toEqual({ rows: [], total: 0 });
    expect((await search('0/Zuckerwitz')).body).toEqual({ rows: [], total: 0 });
  });

  it('answers at most 25 rows, with the total of every match', async () => {
    await somePlayers(app, 27, { lastName: 'Manyfold' });
    const { body } = await search('1/manyfold');
    expect(body.rows).toHaveLength(25);
    expect(body.total).toBe(27);
  });

  it('treats % and _ as plain characters, and refuses an unknown filter', async () => {
    expect((await search('1/%25')).body).toEqual({ rows: [], total: 0 });
    expect((await search('1/_')).body).toEqual({ rows: [], total: 0 });
    expect(await search('2/anna')).toEqual({
      status: 400,
      body: { error: 'The "Filter" field is not valid.', code: 'FIELD_NOT_VALID', field: 'filter' },
    });
  });

  it('keeps the host choices at /v1/player/list/10', async () => {
    const { body } = await api(app).get<Rows<{ playerID: number; title: string }>>('/v1/player/list/10');
    expect(body.rows.map((choice) => choice.playerID)).toContain(app.accounts.host);
  });
});
