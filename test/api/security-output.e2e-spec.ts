/**
 * Security review, output and transport (issue 18): web addresses only http(s), one-line
 * text fields, and answers to a session never kept by a cache. The chart labels are proved
 * in the browser (test/browser/chart-labels.e2e-spec.ts), the sockets in realtime.e2e-spec.ts.
 */
import { api, type ApiError } from '../support/api.js';
import { aVenue, TEST_PASSWORD } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const aVenueForm = (overrides: Record<string, unknown> = {}) => ({
  title: 'Link Tavern',
  address: '1 Link St',
  city: 'Tacoma',
  ...overrides,
});

describe('security review: output and transport', () => {
  let app: TestApp;
  let manager: string;
  beforeAll(async () => {
    app = await startTestApp();
    manager = await app.login('manager');
  });
  afterAll(() => app.close());

  const saveVenue = (venue: Record<string, unknown>) =>
    api(app).as(manager).post<ApiError & { venue?: Record<string, unknown> }>('/v1/venue', { data: venue });
  const headersOf = async (path: string, init: RequestInit = {}) => (await fetch(`${app.url}${path}`, init)).headers;

  describe('mapURL and website take only http and https', () => {
    it.each([
      ['javascript:alert(document.cookie)'],
      ['JavaScript:alert(1)//https://maps.example'],
      [' javascript:alert(1)'],
      ['data:text/html,<script>alert(1)</script>'],
      ['vbscript:msgbox(1)'],
      ['//evil.example/map'],
      ['https://'],
    ])('refuses %p as a map URL and as a website, naming the field; nothing is saved', async (address) => {
      const before = await app.sql('select count(*)::int as n from venues');
      expect(await saveVenue(aVenueForm({ mapURL: address }))).toEqual({
        status: 400,
        body: { error: 'Map URL must begin with http:// or https://', code: 'INVALID_MAP_URL', field: 'mapURL' },
      });
      expect(await saveVenue(aVenueForm({ website: address }))).toEqual({
        status: 400,
        body: { error: 'Website must begin with http:// or https://', code: 'INVALID_WEBSITE', field: 'website' },
      });
      expect(await app.sql('select count(*)::int as n from venues')).toEqual(before);
    });

    it('keeps http and https addresses', async () => {
      const { status, body } = await saveVenue(
        aVenueForm({
          title: 'Good Link Tavern',
          mapURL: 'https://maps.example/?q=Good+Link',
          website: 'http://good-link.example',
        }),
      );
      expect(status).toBe(200);
      expect(body.venue).toMatchObject({
        mapURL: 'https://maps.example/?q=Good+Link',
        website: 'http://good-link.example',
      });
    });
  });

  describe('names are one line', () => {
    it.each([['Ann\nLee'], ['Ann\r\nBcc: everyone@example.com'], ['Ann\u0001Lee'], ['Ann\u2028Lee'], ['Ann\tLee']])(
      'refuses %j in a player name, a title, a user name and a venue title',
      async (name) => {
        const player = await api(app)
          .as(manager)
          .post<ApiError>('/v1/player', {
            data: { playerID: 0, firstName: name, lastName: 'Lee', email: 'ann.lee@one-line.example' },
          });
        expect(player).toEqual({
          status: 400,
          body: {
            error: 'The "First Name" field must be one line, without line breaks or control characters.',
            code: 'FIELD_NOT_ONE_LINE',
            field: 'firstName',
          },
        });
        const title = await api(app)
          .as(manager)
          .post<ApiError>('/v1/player', {
            data: { playerID: 0, firstName: 'Ann', lastName: 'Lee', title: name, email: 'ann.lee@one-line.example' },
          });
        expect(title.body).toMatchObject({ code: 'FIELD_NOT_ONE_LINE', field: 'title' });
        const userName = await api(app)
          .as(manager)
          .post<ApiError>('/v1/player', {
            data: { playerID: 0, firstName: 'Ann', lastName: 'Lee', userName: name, email: 'ann.lee@one-line.example' },
          });
        expect(userName.body).toMatchObject({ code: 'FIELD_NOT_ONE_LINE', field: 'userName' });
        expect((await saveVenue(aVenueForm({ title: `Tavern ${name}` }))).body).toEqual({
          error: 'The "Title" field must be one line, without line breaks or control characters.',
          code: 'FIELD_NOT_ONE_LINE',
          field: 'title',
        });
        expect(
          await app.sql("select count(*)::int as n from players where email = 'ann.lee@one-line.example'"),
        ).toEqual([{ n: 0 }]);
      },
    );

    it('still takes several lines where a field is written on several (venue notes)', async () => {
      const { status, body } = await saveVenue(
        aVenueForm({ title: 'Notes Tavern', notes: 'Back room.\r\nAsk for Sam.' }),
      );
      expect(status).toBe(200);
      expect(
        (
          await api(app)
            .as(manager)
            .get<{ rows: { notes: string }[] }>(`/v1/venue/id/${(body.venue as { venueID: number }).venueID}`)
        ).body.rows[0]!.notes,
      ).toBe('Back room.\r\nAsk for Sam.');
    });
  });

  describe('answers to a session are never kept: Cache-Control: no-store', () => {
    it('on every answer to a Bearer session: public reads, own reads, refusals and unknown paths', async () => {
      const token = await app.login('player');
      const bearer = { authorization: `Bearer ${token}` };
      const venue = await aVenue(app);
      // /v1/health too: answered before Fastify from the health status (cached-read.ts), it follows the same rule.
      for (const path of [
        '/v1/user/me',
        '/v1/venue/list/0',
        `/v1/venue/id/${venue.venueID}`,
        '/v1/game/list/0/0/0/2026-01-01/2026-12-31/0/0',
        '/v1/game/earnings/2026',
        '/v1/no-such-route',
        '/v1/health',
      ]) {
        expect([path, (await headersOf(path, { headers: bearer })).get('cache-control')]).toEqual([path, 'no-store']);
      }
      // A session that has ended is still a session's answer (401).
      expect(
        (await headersOf('/v1/user/me', { headers: { authorization: 'Bearer not-a-session' } })).get('cache-control'),
      ).toBe('no-store');
    });

    it('on the health routes too, answered before Fastify (cached-read.ts): GET and HEAD, a live session or an ended one, with a query', async () => {
      const token = await app.login('player');
      for (const path of ['/v1/health', '/v1/health/live', '/v1/health/ready', '/v1/health?probe=1']) {
        for (const method of ['GET', 'HEAD']) {
          for (const authorization of [`Bearer ${token}`, 'Bearer not-a-session']) {
            const answer = await fetch(`${app.url}${path}`, { method, headers: { authorization } });
            expect([method, path, answer.status, answer.headers.get('cache-control')]).toEqual([
              method,
              path,
              200,
              'no-store',
            ]);
          }
        }
      }
    });

    it('on answers to the body form of a session, and on writes (a log-in answers a token)', async () => {
      const login = await fetch(`${app.url}/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { userName: 'player', password: TEST_PASSWORD } }),
      });
      expect(login.headers.get('cache-control')).toBe('no-store');
      const session = (await login.json()) as { playerID: number; authToken: string };
      const logout = await fetch(`${app.url}/v1/user/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: {}, auth: { userID: session.playerID, authToken: session.authToken } }),
      });
      expect(logout.headers.get('cache-control')).toBe('no-store');
    });

    it('on a route about its caller even without a session (its 401), while anonymous public reads keep their headers, first answer and replay alike', async () => {
      expect((await headersOf('/v1/user/me')).get('cache-control')).toBe('no-store');
      const first = await headersOf('/v1/venue/list/0');
      const replay = await headersOf('/v1/venue/list/0');
      expect(first.get('cache-control')).toBeNull();
      expect(replay.get('cache-control')).toBeNull();
      expect((await headersOf('/v1/calendar/league.ics')).get('cache-control')).toBe('public, max-age=300');
    });
  });
});
