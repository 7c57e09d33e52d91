import type { PlayerSearchRow } from '../../src/modules/players/domain/player-row.js';
import { api, type ApiError, type Rows } from '../support/api.js';
import { aPlayer, type BuiltPlayer } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The player search page's inputs (issue 11): pasted links in their every form, the wedge form and the `+` form. */
describe('player search: pasted links, scans and the + form (GET /v1/player/list/1/{text})', () => {
  let app: TestApp;
  let lee: BuiltPlayer;
  beforeAll(async () => {
    app = await startTestApp({ roles: false });
    lee = await aPlayer(app, { firstName: 'Lee Ann', lastName: 'Linkfinder' });
  });
  afterAll(() => app.close());

  const numbersFound = async (text: string) => {
    const { status, body } = await api(app).get<Rows<PlayerSearchRow> & ApiError>(
      `/v1/player/list/1/${encodeURIComponent(text)}`,
    );
    expect([text, status]).toEqual([text, 200]);
    return body.rows.map((row) => row.playerNumber);
  };

  it('takes the number from a pasted link in each form, from any site, with extra query parameters or a trailing slash', async () => {
    const n = lee.playerNumber;
    for (const link of [
      `${app.url}/p/${n}`,
      `${app.url}/p?n=${n}`,
      `${app.url}/p?N=${n}`,
      `https://old-league.example/p/${n}/`,
      `league.example/p?n=${n}&utm_source=card`,
      ` https://league.example/p/${n} `,
      `https://league.example/p?utm_source=a-very-long-campaign-name-that-goes-on-and-on&utm_medium=printed-card&utm_campaign=winter-season&n=${n}`,
    ]) {
      expect([link, await numbersFound(link)]).toEqual([link, [n]]);
    }
  });

  it('takes the number from a keyboard-wedge scan (; prefix, carriage return) and from a bare number', async () => {
    expect(await numbersFound(`;${lee.playerNumber}\r`)).toEqual([lee.playerNumber]);
    expect(await numbersFound(`;${app.url}/p/${lee.playerNumber}\r`)).toEqual([lee.playerNumber]);
    expect(await numbersFound(String(lee.playerNumber))).toEqual([lee.playerNumber]);
  });

  it('reads the + form: + between words and a trailing + are spaces', async () => {
    const { body } = await api(app).get<Rows<PlayerSearchRow>>('/v1/player/list/1/lee+ann+');
    expect(body.rows.map((row) => row.playerID)).toEqual([lee.playerID]);
    expect((await api(app).get<Rows<PlayerSearchRow>>('/v1/player/list/1/linkfinder+')).body.total).toBe(1);
  });

  it('finds no one for a link to an unknown number or a link without one', async () => {
    expect(await numbersFound(`${app.url}/p/1`)).toEqual([]);
    expect(await numbersFound(`${app.url}/players/search`)).toEqual([]);
  });
});
