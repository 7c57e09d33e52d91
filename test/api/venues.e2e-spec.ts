import { aGame, aGameWithEntries } from '../support/builders.js';
import { call, startTestApp, type TestApp } from '../support/test-app.js';

const aVenue = (overrides: Record<string, unknown> = {}) => ({
  title: 'The Lucky Ace Tavern',
  address: '1200 Pine St',
  city: 'Tacoma',
  website: 'https://luckyace.example',
  ...overrides,
});

describe('venues and events: the model module', () => {
  let app: TestApp;
  let manager: string;
  beforeAll(async () => {
    app = await startTestApp();
    manager = await app.login('manager');
  });
  afterAll(() => app.close());

  const saveVenue = (venue: Record<string, unknown>, token = manager) =>
    call<{ message: string; venue: Record<string, unknown>; error?: string }>(app, 'POST', '/v1/venue', {
      token,
      body: { data: venue },
    });
  const saveEvent = (event: Record<string, unknown>, options: { token?: string; today?: string } = {}) =>
    call<{ message: string; event: Record<string, unknown>; error?: string }>(app, 'POST', '/v1/event', {
      token: options.token ?? manager,
      body: { data: event },
      headers: options.today ? { 'x-test-today': options.today } : {},
    });

  describe('venues', () => {
    let venueID: number;

    it('adds a venue with the product defaults: state WA, Pacific time', async () => {
      const { status, body } = await saveVenue(aVenue());
      expect(status).toBe(200);
      expect(body.message).toBe('Venue added');
      expect(body.venue).toMatchObject({
        title: 'The Lucky Ace Tavern',
        state: 'WA',
        timeZone: 'America/Los_Angeles',
        venueID: expect.any(Number),
      });
      venueID = body.venue.venueID as number;
      expect(await call(app, 'GET', `/v1/venue/id/${venueID}`)).toMatchObject({
        status: 200,
        body: { total: 1, rows: [{ venueID, title: 'The Lucky Ace Tavern' }] },
      });
    });

    it.each([
      [{ title: '' }, 'The "Title" field is required.', 'FIELD_REQUIRED', 'title'],
      [{ title: 'x'.repeat(65) }, 'The "Title" field must be no more than 64.', 'FIELD_TOO_LONG', 'title'],
      [{ address: '  ' }, 'The "Address" field is required.', 'FIELD_REQUIRED', 'address'],
      [{ city: '' }, 'The "City" field is required.', 'FIELD_REQUIRED', 'city'],
      [{ city: 'A city name far too long' }, 'The "City" field must be no more than 20.', 'FIELD_TOO_LONG', 'city'],
      [{ email: 'not-an-email' }, 'The "Email" field must contain a valid email address.', 'FIELD_NOT_EMAIL', 'email'],
      [{ state: 'ZZ' }, 'The "State" field must be a US state or military code.', 'INVALID_VENUE_STATE', 'state'],
      [{ website: 'luckyace.example' }, 'Website must begin with http:// or https://', 'INVALID_WEBSITE', 'website'],
      [
        { website: 'ftp://luckyace.example' },
        'Website must begin with http:// or https://',
        'INVALID_WEBSITE',
        'website',
      ],
      [
        { timeZone: 'Europe/Paris' },
        'The "Time Zone" field must be Eastern, Central, Mountain, Pacific, Alaska or Hawaii.',
        'INVALID_VENUE_TIME_ZONE',
        'timeZone',
      ],
    ])('refuses %j with its message, code and field, and saves nothing', async (overrides, error, code, field) => {
      const before = await app.sql('select count(*)::int as n from venues');
      expect(await saveVenue(aVenue({ title: 'Refused Venue', ...overrides }))).toEqual({
        status: 400,
        body: { error, code, field },
      });
      expect(await app.sql('select count(*)::int as n from venues')).toEqual(before);
    });

    it('checks required fields first, in form order', async () => {
      expect((await saveVenue({ title: '', address: '', city: '' })).body).toEqual({
        error: 'The "Title" field is required.',
        code: 'FIELD_REQUIRED',
        field: 'title',
      });
      expect((await saveVenue({ title: 'Fine', address: '', city: '', email: 'nope' })).body).toMatchObject({
        code: 'FIELD_REQUIRED',
        field: 'address',
      });
    });

    it('refuses a duplicate title, whatever its case', async () => {
      expect(await saveVenue(aVenue({ title: 'THE LUCKY ACE TAVERN' }))).toEqual({
        status: 409,
        body: { error: 'A venue with this title already exists', code: 'VENUE_TITLE_TAKEN', field: 'title' },
      });
    });

    it('updates a venue, keeping its own title', async () => {
      const { status, body } = await saveVenue(
        aVenue({ venueID, city: 'Olympia', website: 'http://luckyace.example' }),
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({ message: 'Venue updated', venue: { venueID, city: 'Olympia' } });
    });

    it('answers 404 for an unknown venue, and a 400 for a bad id', async () => {
      expect(await call(app, 'GET', '/v1/venue/id/999999')).toEqual({
        status: 404,
        body: { error: 'Venue not found', code: 'VENUE_NOT_FOUND' },
      });
      expect(await call(app, 'GET', '/v1/venue/id/abc')).toEqual({
        status: 400,
        body: { error: 'The "Venue ID" field is not valid.', code: 'FIELD_NOT_VALID', field: 'venueID' },
      });
      expect((await saveVenue(aVenue({ venueID: 999999, title: 'Ghost' }))).status).toBe(404);
    });

    it('lets only managers and above write', async () => {
      expect((await saveVenue(aVenue({ title: 'No token' }), '')).status).toBe(401);
      for (const role of ['player', 'assistant', 'host'] as const) {
        expect(await saveVenue(aVenue({ title: `By ${role}` }), await app.login(role))).toEqual({
          status: 403,
          body: { error: 'Unauthorized', code: 'UNAUTHORIZED' },
        });
      }
      expect((await saveVenue(aVenue({ title: 'By the owner' }), await app.login('owner'))).status).toBe(200);
      expect(
        (await call(app, 'DELETE', '/v1/venue', { token: await app.login('player'), body: { data: { venueID } } }))
          .status,
      ).toBe(403);
    });

    it('lists every venue by title, and only active ones in a window', async () => {
      const all = await call<{ rows: { title: string }[]; total: number }>(app, 'GET', '/v1/venue/list/0');
      expect(all.body.rows.map((row) => row.title)).toEqual(['By the owner', 'The Lucky Ace Tavern']);
      expect(all.body.total).toBe(2);
      const active = await call<{ rows: unknown[] }>(app, 'GET', '/v1/venue/list/0/2024-01-01/2024-06-30');
      expect(active.body.rows).toEqual([]);
      expect(await call(app, 'GET', '/v1/venue/list/0/2024-13-01')).toEqual({
        status: 400,
        body: { error: 'The "Start" field is not valid.', code: 'FIELD_NOT_VALID', field: 'start' },
      });
    });

    describe('events', () => {
      let eventID: number;

      it('says "No venue selected" without a venue', async () => {
        const noVenue = { error: 'No venue selected', code: 'NO_VENUE_SELECTED', field: 'venueID' };
        expect(await saveEvent({ eventDay: 3, eventTime: '19:00' })).toEqual({ status: 400, body: noVenue });
        expect(await saveEvent({ venueID: 999999, eventDay: 3, eventTime: '19:00' })).toEqual({
          status: 400,
          body: noVenue,
        });
      });

      it('adds an event: title built from venue and schedule, time at :00 seconds, start date today', async () => {
        const { status, body } = await saveEvent(
          { venueID, hostID: app.accounts.host, eventDay: 3, eventTime: '7:00 PM' },
          { today: '2025-02-11' },
        );
        expect(status).toBe(200);
        expect(body.message).toBe('Event added');
        expect(body.event).toMatchObject({
          venueID,
          venueName: 'The Lucky Ace Tavern',
          hostName: 'Hank Host',
          eventType: 1,
          frequency: 1,
          eventTime: '19:00:00',
          startDate: '2025-02-11',
          title: 'The Lucky Ace Tavern - Tuesdays 7:00 PM',
        });
        eventID = body.event.eventID as number;
        const read = await call<{ rows: Record<string, unknown>[] }>(app, 'GET', `/v1/event/id/${eventID}`);
        expect(read.body.rows[0]).toMatchObject({
          eventID,
          venueName: 'The Lucky Ace Tavern',
          hostName: 'Hank Host',
          eventTime: '19:00:00',
          startDate: '2025-02-11',
        });
      });

      it('refuses a new event of a type not allowed for new games', async () => {
        expect((await saveEvent({ venueID, eventDay: 2, eventTime: '18:30', eventType: 4 })).body).toEqual({
          error: 'Only Regular, Satellite and Quarterly events can be added',
          code: 'EVENT_TYPE_NOT_FOR_NEW_EVENTS',
          field: 'eventType',
        });
      });

      it('refuses a bad day, frequency or time with their messages', async () => {
        expect((await saveEvent({ venueID, eventDay: 8, eventTime: '18:30' })).body).toEqual({
          error: 'The "Event Day" field must be a day from Sunday to Saturday.',
          code: 'INVALID_EVENT_DAY',
          field: 'eventDay',
        });
        expect((await saveEvent({ venueID, eventDay: 2, eventTime: '18:30', frequency: 7 })).body).toMatchObject({
          code: 'INVALID_FREQUENCY',
          field: 'frequency',
        });
        expect((await saveEvent({ venueID, eventDay: 2, eventTime: 'teatime' })).body).toEqual({
          error: 'Event time must be a time of day, such as 19:00 or 7:00 PM',
          code: 'INVALID_EVENT_TIME',
          field: 'eventTime',
        });
        expect((await saveEvent({ venueID, eventTime: '18:30' })).body).toEqual({
          error: 'The "Event Day" field is required.',
          code: 'FIELD_REQUIRED',
          field: 'eventDay',
        });
      });

      it('lets only the effective date change once the start date is set', async () => {
        const current = (await call<{ rows: Record<string, unknown>[] }>(app, 'GET', `/v1/event/id/${eventID}`)).body
          .rows[0]!;
        const moved = await saveEvent({ ...current, startDate: '2025-03-01' });
        expect(moved).toEqual({
          status: 400,
          body: {
            error: 'You may only change the effective date of an event',
            code: 'ONLY_EFFECTIVE_DATE_CHANGEABLE',
            field: 'startDate',
          },
        });
        const updated = await saveEvent({ ...current, effectDate: '2025-03-04', frequency: 2, title: null });
        expect(updated.status).toBe(200);
        expect(updated.body.event).toMatchObject({
          effectDate: '2025-03-04',
          startDate: '2025-02-11',
          frequency: 2,
          title: 'The Lucky Ace Tavern - Every other Tuesday 7:00 PM',
        });
      });

      it('lists events of a venue, and only those running in a window', async () => {
        const current = (await call<{ rows: Record<string, unknown>[] }>(app, 'GET', `/v1/event/id/${eventID}`)).body
          .rows[0]!;
        await saveEvent({ ...current, stopDate: '2025-06-30' });
        expect((await call<{ total: number }>(app, 'GET', `/v1/event/list/${venueID}`)).body.total).toBe(1);
        expect(
          (await call<{ total: number }>(app, 'GET', `/v1/event/list/${venueID}/2025-06-01/2025-07-31`)).body.total,
        ).toBe(1);
        expect((await call<{ total: number }>(app, 'GET', `/v1/event/list/${venueID}/2025-07-01`)).body.total).toBe(0);
        expect((await call<{ total: number }>(app, 'GET', '/v1/event/list/0/2025-01-01/2025-02-10')).body.total).toBe(
          0,
        );
        // A venue with a running event is active in that window.
        expect((await call<{ total: number }>(app, 'GET', '/v1/venue/list/0/2025-05-01/2025-05-31')).body.total).toBe(
          1,
        );
      });

      it('deletes the event, then the venue', async () => {
        expect(await call(app, 'DELETE', '/v1/event', { token: manager, body: { data: { eventID } } })).toEqual({
          status: 200,
          body: { message: 'Event deleted' },
        });
        expect(await call(app, 'GET', `/v1/event/id/${eventID}`)).toEqual({
          status: 404,
          body: { error: 'Event not found', code: 'EVENT_NOT_FOUND' },
        });
        expect(await call(app, 'DELETE', '/v1/venue', { token: manager, body: { data: { venueID } } })).toEqual({
          status: 200,
          body: { message: 'Venue deleted' },
        });
        expect((await call(app, 'DELETE', '/v1/venue', { token: manager, body: { data: { venueID } } })).status).toBe(
          404,
        );
      });
    });
  });

  it('refuses to delete an event or its venue when one of its games was played, and deletes nothing', async () => {
    const venue = (await saveVenue(aVenue({ title: 'Game Night Grill' }))).body.venue;
    const event = (await saveEvent({ venueID: venue.venueID, eventDay: 5, eventTime: '18:00' })).body.event;
    await aGameWithEntries(app, 1, {
      venueID: venue.venueID as number,
      eventID: event.eventID as number,
      gameAt: new Date(),
    });
    const scheduled = await aGame(app, {
      venueID: venue.venueID as number,
      eventID: event.eventID as number,
      gameAt: new Date(Date.now() + 7 * 86_400_000),
    });
    expect(
      await call(app, 'DELETE', '/v1/event', { token: manager, body: { data: { eventID: event.eventID } } }),
    ).toEqual({
      status: 409,
      body: {
        error: 'Event has games that were played and cannot be deleted; give it a stop date instead',
        code: 'EVENT_IN_USE',
      },
    });
    expect(
      await call(app, 'DELETE', '/v1/venue', { token: manager, body: { data: { venueID: venue.venueID } } }),
    ).toEqual({
      status: 409,
      body: { error: 'Venue has games that were played and cannot be deleted', code: 'VENUE_IN_USE' },
    });
    // Nothing half-done: the unplayed game and the event are still there.
    expect(await app.sql('select game_id from games where game_id = ?', [scheduled.gameID])).toHaveLength(1);
    expect((await call(app, 'GET', `/v1/event/id/${event.eventID}`)).status).toBe(200);
    expect(
      (await call<{ total: number }>(app, 'GET', `/v1/venue/list/0/${new Date().toISOString().slice(0, 10)}`)).body
        .total,
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts a venue as active from its games alone, cutting days in the league time zone', async () => {
    const { venue } = (await saveVenue(aVenue({ title: 'Games Only Grill' }))).body;
    // 23:30 on March 31 in Seattle is already April 1 in UTC.
    await aGame(app, { venueID: venue.venueID as number, gameAt: new Date('2025-04-01T06:30:00Z') });
    const titles = async (path: string) =>
      (await call<{ rows: { title: string }[] }>(app, 'GET', path)).body.rows.map((row) => row.title);
    expect(await titles('/v1/venue/list/0/2025-03-01/2025-03-31')).toContain('Games Only Grill');
    expect(await titles('/v1/venue/list/0/2025-04-01/2025-04-30')).not.toContain('Games Only Grill');
  });

  it('does not count an unlisted game as activity', async () => {
    const { venue } = (await saveVenue(aVenue({ title: 'Private Room' }))).body;
    await aGame(app, { venueID: venue.venueID as number, gameAt: new Date('2025-06-10T03:00:00Z'), unlisted: true });
    const titles = async (path: string) =>
      (await call<{ rows: { title: string }[] }>(app, 'GET', path)).body.rows.map((row) => row.title);
    expect(await titles('/v1/venue/list/0/2025-06-01/2025-06-30')).not.toContain('Private Room');
    expect(await titles('/v1/venue/list/0')).toContain('Private Room');
  });

  it('shows a venue contact and notes to hosts and up only', async () => {
    const { venue } = (
      await saveVenue(
        aVenue({
          title: 'Private Details Pub',
          contactName: 'Dana Owner',
          email: 'dana@pub.example',
          notes: 'Back door after 9',
          phone: '555-0100',
        }),
      )
    ).body;
    const visitor = await call<{ rows: Record<string, unknown>[] }>(app, 'GET', `/v1/venue/id/${venue.venueID}`);
    expect(visitor.body.rows[0]).toMatchObject({ title: 'Private Details Pub', phone: '555-0100' });
    expect(visitor.body.rows[0]).not.toHaveProperty('contactName');
    expect(visitor.body.rows[0]).not.toHaveProperty('email');
    expect(visitor.body.rows[0]).not.toHaveProperty('notes');
    const asPlayer = await call<{ rows: Record<string, unknown>[] }>(app, 'GET', '/v1/venue/list/0', {
      token: await app.login('player'),
    });
    expect(asPlayer.body.rows.find((row) => row.title === 'Private Details Pub')).not.toHaveProperty('notes');
    const asHost = await call<{ rows: Record<string, unknown>[] }>(app, 'GET', `/v1/venue/id/${venue.venueID}`, {
      token: await app.login('host'),
    });
    expect(asHost.body.rows[0]).toMatchObject({
      contactName: 'Dana Owner',
      email: 'dana@pub.example',
      notes: 'Back door after 9',
    });
  });

  it('takes only a player of host level as an event host, and "No Host" (0) as none', async () => {
    const { venue } = (await saveVenue(aVenue({ title: 'Hosting Hall' }))).body;
    const event = (hostID: number) => saveEvent({ venueID: venue.venueID, hostID, eventDay: 4, eventTime: '19:00' });
    const notAHost = { error: 'The host must be a player of host level', code: 'HOST_NOT_ELIGIBLE', field: 'hostID' };
    expect(await event(app.accounts.player)).toEqual({ status: 400, body: notAHost });
    expect(await event(999_999)).toEqual({ status: 400, body: notAHost });
    expect((await event(app.accounts.assistant)).body.event).toMatchObject({
      hostID: app.accounts.assistant,
      hostName: 'Asha Assistant',
    });
    expect((await event(0)).body.event).toMatchObject({ hostID: null, hostName: null });
  });

  it('refuses ids no database row could have, and drops NUL characters instead of failing', async () => {
    const badVenueID = { error: 'The "Venue ID" field is not valid.', code: 'FIELD_NOT_VALID', field: 'venueID' };
    expect(await saveVenue(aVenue({ venueID: 2 ** 40, title: 'Huge' }))).toEqual({ status: 400, body: badVenueID });
    expect(await call(app, 'GET', '/v1/venue/id/99999999999')).toEqual({ status: 400, body: badVenueID });
    const { status, body } = await saveVenue(aVenue({ title: 'Nul\u0000 Lounge' }));
    expect(status).toBe(200);
    expect(body.venue.title).toBe('Nul Lounge');
  });

  it('answers the host choices: every player of host level and above', async () => {
    const { body } = await call<{ rows: { title: string; playerID: number }[] }>(app, 'GET', '/v1/player/list/10');
    expect(body.rows.map((row) => row.title).sort()).toEqual([
      'Adam Admin',
      'Asha Assistant',
      'Hank Host',
      'Maria Manager',
      'Olivia Owner',
    ]);
  });
});
