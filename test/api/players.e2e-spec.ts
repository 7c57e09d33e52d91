import {
  ADMIN_FLAGS_LEVEL,
  OWN_READABLE,
  PLAYER_FIELDS,
  PLAYER_PUBLIC_FIELDS,
  STAFF_ONLY,
} from '../../src/modules/players/domain/player.fields.js';
import type { FieldRule } from '../../src/shared/domain/field-table.js';
import { UserType } from '../../src/shared/domain/user-type.js';
import { api, type ApiError, type Rows, type Saved } from '../support/api.js';
import { aGame, aPlayer, aPointRecord, somePlayers, TEST_PASSWORD, type RoleName } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Player = Record<string, unknown> & { playerID: number; playerNumber: number };
type SaveAnswer = Saved<'player', Player> & ApiError;

// From the player table and its privacy gate, so a new field is checked here without an edit.
const PUBLIC = [...PLAYER_PUBLIC_FIELDS].sort();
const readAt = (level: number): string[] =>
  Object.entries(PLAYER_FIELDS)
    .filter(([, rule]) => (rule as FieldRule).readLevel === level)
    .map(([field]) => field);
const PERSONAL: string[] = [...OWN_READABLE];
const ADMIN_FLAGS = readAt(ADMIN_FLAGS_LEVEL);
const STAFF_FLAGS = STAFF_ONLY.filter((field) => !ADMIN_FLAGS.includes(field));

const STAFF: RoleName[] = ['assistant', 'host', 'manager', 'admin', 'owner'];
const LEVEL: Record<RoleName, number> = { player: 1, assistant: 10, host: 20, manager: 30, admin: 40, owner: 50 };

/** A full player form, as an assistant would fill it in. */
const aForm = (overrides: Record<string, unknown> = {}) => ({
  playerID: 0,
  firstName: 'Rosa',
  lastName: 'Records',
  title: '',
  playerNumber: null,
  email: 'rosa@records.example',
  phone: '253-555-0100',
  pronouns: 'she/her',
  userName: null,
  address: '12 Felt Ave',
  city: 'Tacoma',
  state: 'WA',
  zipCode: '98402',
  country: 'USA',
  gender: 'F',
  birthDate: '1990-04-01',
  ...overrides,
});

describe('players: records (GET /v1/player/id, POST /v1/player, DELETE /v1/player)', () => {
  let app: TestApp;
  const tokens = {} as Record<RoleName, string>;
  beforeAll(async () => {
    app = await startTestApp();
    for (const role of ['player', ...STAFF] as RoleName[]) tokens[role] = await app.login(role);
  });
  afterAll(() => app.close());

  const as = (token: string) => api(app).as(token);
  // The suite saves the same form (name and email) again and again: it confirms duplicates (issue 19 item 11 has its own test below).
  const save = (data: Record<string, unknown>, token: string) =>
    as(token).post<SaveAnswer>('/v1/player?confirmDuplicate=true', { data });
  const byID = (playerID: number, token = '') => as(token).get<Rows<Player> & ApiError>(`/v1/player/id/${playerID}`);
  const remove = (playerID: unknown, token: string) =>
    as(token).delete<{ message: string } & ApiError>('/v1/player', { data: { playerID } });
  const stored = async (playerID: number) =>
    (
      await app.sql<Record<string, unknown>>(
        'select unverified, suspended, banned, notes, user_type as "userType", player_number as "playerNumber" from players where player_id = ?',
        [playerID],
      )
    )[0]!;
  const countPlayers = async () => (await app.sql<{ n: number }>('select count(*)::int as n from players'))[0]!.n;

  /** A player with every field filled in (flags set by the owner), to read back. */
  async function aFullPlayer(overrides: Record<string, unknown> = {}): Promise<Player> {
    const { status, body } = await save(
      aForm({
        userName: `full-${Math.random().toString(36).slice(2, 10)}`,
        alternatePlayerNumbers: '1234567',
        alternateEmails: 'old@records.example',
        suspended: true,
        banned: true,
        notes: 'Staff only',
        ...overrides,
      }),
      tokens.owner,
    );
    expect(body.error).toBeUndefined();
    expect(status).toBe(200);
    return body.player;
  }

  describe('GET /v1/player/id/{id}: fields by who asks', () => {
    let full: Player;
    beforeAll(async () => {
      full = await aFullPlayer();
    });

    it('answers visitors and other players the public fields only', async () => {
      for (const token of ['', tokens.player]) {
        const { status, body } = await byID(full.playerID, token);
        expect(status).toBe(200);
        expect(body.total).toBe(1);
        expect(Object.keys(body.rows[0]!).sort()).toEqual(PUBLIC);
        expect(body.rows[0]).toMatchObject({
          playerID: full.playerID,
          firstName: 'Rosa',
          lastName: 'Records',
          title: 'Rosa Records',
        });
      }
    });

    it.each(STAFF)('answers %s the fields of its level, never the password hash', async (role) => {
      const { body } = await byID(full.playerID, tokens[role]);
      const expected = [
        ...PUBLIC,
        ...PERSONAL,
        ...STAFF_FLAGS,
        ...(LEVEL[role] >= UserType.Admin ? ADMIN_FLAGS : []),
      ].sort();
      expect(Object.keys(body.rows[0]!).sort()).toEqual(expected);
      expect(body.rows[0]).toMatchObject({
        suspended: true,
        notes: 'Staff only',
        email: 'rosa@records.example',
        alternatePlayerNumbers: '1234567',
      });
      expect(JSON.stringify(body)).not.toMatch(/password/i);
    });

    it('answers a player their own details, but not their flags or notes', async () => {
      const { body } = await byID(app.accounts.player, tokens.player);
      expect(Object.keys(body.rows[0]!).sort()).toEqual([...PUBLIC, ...PERSONAL].sort());
      expect(body.rows[0]).toMatchObject({
        userName: 'player',
        userType: UserType.Player,
        email: 'player@test.example',
      });
    });

    it('answers 404 "Player Not Found" for an unknown id and 400 for a bad one', async () => {
      expect(await byID(999_998)).toEqual({
        status: 404,
        body: { error: 'Player Not Found', code: 'PLAYER_NOT_FOUND', field: 'playerID' },
      });
      expect(await as('').get('/v1/player/id/abc')).toEqual({
        status: 400,
        body: { error: 'The "Player ID" field is not valid.', code: 'FIELD_NOT_VALID', field: 'playerID' },
      });
    });

    it('keeps the number lookup for the card (GET /v1/player/list/0/{number})', async () => {
      expect((await as('').get<Rows<Player>>(`/v1/player/list/0/${full.playerNumber}`)).body).toEqual({
        rows: [
          {
            playerID: full.playerID,
            playerNumber: full.playerNumber,
            firstName: 'Rosa',
            lastName: 'Records',
            title: 'Rosa Records',
            profileImage: null,
          },
        ],
        total: 1,
      });
    });
  });

  describe('POST /v1/player: adding', () => {
    it('adds a player unverified, with the title from the names and the next automatic number', async () => {
      const first = await save(aForm({ unverified: false }), tokens.assistant);
      expect(first.status).toBe(200);
      expect(first.body.message).toBe('Player added');
      expect(first.body.player).toMatchObject({
        firstName: 'Rosa',
        lastName: 'Records',
        title: 'Rosa Records',
        unverified: true,
        suspended: false,
        userType: UserType.Player,
      });
      expect(first.body.player.playerNumber).toBeGreaterThanOrEqual(9_000_000);
      expect(first.body.player.playerNumber).toBeLessThanOrEqual(9_099_999);
      expect(first.body.player.playerID).toBeGreaterThan(400_000);
      const second = await save(aForm({ firstName: 'Second' }), tokens.assistant);
      expect(second.body.player.playerNumber).toBe(first.body.player.playerNumber + 1);
      expect(await stored(first.body.player.playerID)).toMatchObject({ unverified: true });
    });

    it('keeps a given title and number', async () => {
      const { body } = await save(aForm({ title: 'Rosa "The Rock" Records', playerNumber: 2345678 }), tokens.assistant);
      expect(body.player).toMatchObject({ title: 'Rosa "The Rock" Records', playerNumber: 2345678 });
    });

    it('gives out different automatic numbers to players added at the same moment', async () => {
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) => save(aForm({ firstName: `Same${i}` }), tokens.manager)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.body.player.playerNumber)).size).toBe(4);
    });

    it.each([
      [{ firstName: '' }, 'The "First Name" field is required.', 'FIELD_REQUIRED', 'firstName'],
      [{ firstName: 'x'.repeat(33) }, 'The "First Name" field must be no more than 32.', 'FIELD_TOO_LONG', 'firstName'],
      [{ lastName: '  ' }, 'The "Last Name" field is required.', 'FIELD_REQUIRED', 'lastName'],
      [{ lastName: 'y'.repeat(33) }, 'The "Last Name" field must be no more than 32.', 'FIELD_TOO_LONG', 'lastName'],
      [{ title: 't'.repeat(65) }, 'The "Full Name" field must be no more than 64.', 'FIELD_TOO_LONG', 'title'],
      [{ email: '' }, 'The "Email" field is required.', 'FIELD_REQUIRED', 'email'],
      [{ email: 'not-an-email' }, 'The "Email" field must contain a valid email address.', 'FIELD_NOT_EMAIL', 'email'],
      [
        { email: `${'e'.repeat(60)}@x.example` },
        'The "Email" field must be no more than 64.',
        'FIELD_TOO_LONG',
        'email',
      ],
      [{ playerNumber: 123 }, 'Player number must be 7 digits', 'INVALID_PLAYER_NUMBER', 'playerNumber'],
      [{ playerNumber: 'abc' }, 'Player number must be 7 digits', 'INVALID_PLAYER_NUMBER', 'playerNumber'],
      [{ phone: '1'.repeat(21) }, 'The "Phone" field must be no more than 20.', 'FIELD_TOO_LONG', 'phone'],
      [{ pronouns: 'they/them/theirs' }, 'The "Pronouns" field must be no more than 8.', 'FIELD_TOO_LONG', 'pronouns'],
      [{ userName: 'abc' }, 'The "User Name" field must be at least 4.', 'FIELD_TOO_SHORT', 'userName'],
      [{ userName: 'u'.repeat(33) }, 'The "User Name" field must be no more than 32.', 'FIELD_TOO_LONG', 'userName'],
      [{ userName: 'has space' }, 'Username is not valid', 'USERNAME_NOT_VALID', 'userName'],
      [
        { userType: 7 },
        'The "User Type" field must be None, Player, Assistant, Host, Manager, Admin or Owner.',
        'INVALID_USER_TYPE',
        'userType',
      ],
      [{ address: 'a'.repeat(65) }, 'The "Address" field must be no more than 64.', 'FIELD_TOO_LONG', 'address'],
      [{ city: 'c'.repeat(21) }, 'The "City" field must be no more than 20.', 'FIELD_TOO_LONG', 'city'],
      [
        { state: 'ZZ' },
        'The "State" field must be a US state, DC, territory or military code.',
        'INVALID_PLAYER_STATE',
        'state',
      ],
      [{ zipCode: '98402-12345' }, 'The "Zip Code" field must be no more than 10.', 'FIELD_TOO_LONG', 'zipCode'],
      [{ country: 'c'.repeat(33) }, 'The "Country" field must be no more than 32.', 'FIELD_TOO_LONG', 'country'],
      [{ gender: 'g'.repeat(9) }, 'The "Gender" field must be no more than 8.', 'FIELD_TOO_LONG', 'gender'],
      [{ birthDate: '1990-02-30' }, 'The "Birth Date" field is not valid.', 'FIELD_NOT_VALID', 'birthDate'],
      [
        { alternatePlayerNumbers: '1234567, 12' },
        'Alternate player numbers must be 7-digit numbers separated by commas',
        'INVALID_ALTERNATE_NUMBERS',
        'alternatePlayerNumbers',
      ],
      [
        { alternateEmails: 'a@b.example, nope' },
        'Alternate emails must be email addresses separated by commas',
        'INVALID_ALTERNATE_EMAILS',
        'alternateEmails',
      ],
      [{ notes: 'n'.repeat(2001) }, 'The "Notes" field must be no more than 2000.', 'FIELD_TOO_LONG', 'notes'],
      [{ unverified: 'yes' }, 'The "Unverified" field is not valid.', 'FIELD_NOT_VALID', 'unverified'],
    ])('refuses %j with its message, code and field, and saves nothing', async (overrides, error, code, field) => {
      const before = await countPlayers();
      expect(await save(aForm(overrides), tokens.assistant)).toEqual({ status: 400, body: { error, code, field } });
      expect(await countPlayers()).toBe(before);
    });

    it('checks in form order: the first failure is the one shown', async () => {
      expect((await save(aForm({ firstName: '', lastName: '', email: 'nope' }), tokens.assistant)).body).toMatchObject({
        field: 'firstName',
      });
      expect((await save(aForm({ lastName: '', email: 'nope' }), tokens.assistant)).body).toMatchObject({
        field: 'lastName',
      });
    });

    it('refuses a taken player number or userName (any case), saving nothing', async () => {
      const before = await countPlayers();
      const taken = app.roles.host.playerNumber;
      expect(await save(aForm({ playerNumber: taken }), tokens.assistant)).toEqual({
        status: 409,
        body: { error: 'This player number is already taken', code: 'PLAYER_NUMBER_TAKEN', field: 'playerNumber' },
      });
      expect(await save(aForm({ userName: 'MANAGER' }), tokens.assistant)).toEqual({
        status: 409,
        body: { error: 'This username is already taken', code: 'USERNAME_TAKEN', field: 'userName' },
      });
      expect(await countPlayers()).toBe(before);
    });

    it('issue 19 item 11: refuses (409) a new player with the name and email of an existing one unless confirmed; updates are not checked', async () => {
      const first = await save(
        aForm({ firstName: 'Dana', lastName: 'Doubled', email: 'dana.doubled@records.example' }),
        tokens.assistant,
      );
      expect(first.status).toBe(200);
      const before = await countPlayers();
      const again = (query = '', overrides: Record<string, unknown> = {}) =>
        as(tokens.assistant).post<SaveAnswer>(`/v1/player${query}`, {
          data: aForm({
            firstName: ' dana ',
            lastName: 'DOUBLED',
            email: 'Dana.Doubled@records.example',
            ...overrides,
          }),
        });
      expect(await again()).toEqual({
        status: 409,
        body: {
          error: `A player with this name and email exists (#${first.body.player.playerNumber})`,
          code: 'PLAYER_POSSIBLE_DUPLICATE',
        },
      });
      expect(await again('?confirmDuplicate=no')).toMatchObject({
        status: 409,
        body: { code: 'PLAYER_POSSIBLE_DUPLICATE' },
      });
      expect(await countPlayers()).toBe(before);
      // Another email, or another name, is someone else.
      expect((await again('', { email: 'dana.other@records.example' })).status).toBe(200);
      expect((await again('', { firstName: 'Dina' })).status).toBe(200);
      // Confirmed: added.
      const confirmed = await again('?confirmDuplicate=true');
      expect([confirmed.status, confirmed.body.message]).toEqual([200, 'Player added']);
      // Saving the existing record again is an update, never refused as its own duplicate.
      const update = await as(tokens.assistant).post<SaveAnswer>('/v1/player', {
        data: {
          ...aForm({ firstName: 'Dana', lastName: 'Doubled', email: 'dana.doubled@records.example' }),
          playerID: first.body.player.playerID,
          playerNumber: first.body.player.playerNumber,
        },
      });
      expect([update.status, update.body.message]).toEqual([200, 'Player updated']);
    });

    it('refuses visitors, players and None accounts', async () => {
      expect((await save(aForm(), '')).body).toMatchObject({ code: 'NOT_LOGGED_IN' });
      expect((await save(aForm(), '')).status).toBe(401);
      expect(await save(aForm(), tokens.player)).toEqual({
        status: 403,
        body: { error: 'You may only edit your own profile', code: 'OWN_PROFILE_ONLY', field: 'playerID' },
      });
      const none = await aPlayer(app, { userType: UserType.None });
      expect((await save(aForm({ playerID: none.playerID }), await none.login())).status).toBe(403);
    });
  });

  describe('POST /v1/player: updating', () => {
    it('updates a player and answers what the saver may see', async () => {
      const [walkIn] = await somePlayers(app, 1);
      const { status, body } = await save(
        aForm({
          playerID: walkIn!.playerID,
          playerNumber: walkIn!.playerNumber,
          firstName: 'Walk',
          lastName: 'In',
          title: null,
        }),
        tokens.host,
      );
      expect(status).toBe(200);
      expect(body.message).toBe('Player updated');
      expect(body.player).toMatchObject({
        playerID: walkIn!.playerID,
        title: 'Walk In',
        playerNumber: walkIn!.playerNumber,
        email: 'rosa@records.example',
      });
      expect(body.player).toHaveProperty('unverified');
      expect(body.player).not.toHaveProperty('banned');
    });

    it('keeps an existing player without an email (email is required for new players only)', async () => {
      const [walkIn] = await somePlayers(app, 1, { email: null });
      const { status } = await save(
        aForm({ playerID: walkIn!.playerID, playerNumber: walkIn!.playerNumber, email: null }),
        tokens.assistant,
      );
      expect(status).toBe(200);
    });

    it('gives a blank number on update the next automatic one', async () => {
      const [walkIn] = await somePlayers(app, 1);
      const { body } = await save(aForm({ playerID: walkIn!.playerID, playerNumber: null }), tokens.assistant);
      expect(body.player.playerNumber).toBeGreaterThanOrEqual(9_000_000);
    });

    it('answers 404 for an unknown player (staff) and 403 to a player (no probing of ids)', async () => {
      expect((await save(aForm({ playerID: 999_997 }), tokens.assistant)).body).toEqual({
        error: 'Player Not Found',
        code: 'PLAYER_NOT_FOUND',
        field: 'playerID',
      });
      expect((await save(aForm({ playerID: 999_997 }), tokens.player)).status).toBe(403);
    });

    it("refuses a player saving another player's record", async () => {
      const other = await aPlayer(app);
      const before = await app.sql('select first_name from players where player_id = ?', [other.playerID]);
      expect(await save(aForm({ playerID: other.playerID, firstName: 'Hijacked' }), tokens.player)).toEqual({
        status: 403,
        body: { error: 'You may only edit your own profile', code: 'OWN_PROFILE_ONLY', field: 'playerID' },
      });
      expect(await app.sql('select first_name from players where player_id = ?', [other.playerID])).toEqual(before);
    });

    it('lets staff manage only players below their own level; the Owner manages everyone', async () => {
      const host = app.roles.host;
      expect(await save(aForm({ playerID: host.playerID, playerNumber: host.playerNumber }), tokens.assistant)).toEqual(
        {
          status: 403,
          body: {
            error: 'You may only manage players below your own level',
            code: 'PLAYER_ABOVE_OWN_LEVEL',
            field: 'playerID',
          },
        },
      );
      const otherHost = await aPlayer(app, { userType: UserType.Host });
      expect(
        (await save(aForm({ playerID: otherHost.playerID, playerNumber: otherHost.playerNumber }), tokens.host)).status,
      ).toBe(403);
      expect(
        (
          await save(
            aForm({ playerID: otherHost.playerID, playerNumber: otherHost.playerNumber, email: otherHost.email }),
            tokens.manager,
          )
        ).status,
      ).toBe(200);
      const otherOwner = await aPlayer(app, { userType: UserType.Owner });
      expect(
        (await save(aForm({ playerID: otherOwner.playerID, playerNumber: otherOwner.playerNumber }), tokens.admin))
          .status,
      ).toBe(403);
      expect(
        (
          await save(
            aForm({ playerID: otherOwner.playerID, playerNumber: otherOwner.playerNumber, userType: UserType.Owner }),
            tokens.owner,
          )
        ).status,
      ).toBe(200);
    });

    it.each([
      ['assistant', UserType.None, true],
      ['assistant', UserType.Player, true],
      ['assistant', UserType.Assistant, false],
      ['host', UserType.Assistant, true],
      ['host', UserType.Host, false],
      ['manager', UserType.Host, true],
      ['manager', UserType.Manager, false],
      ['admin', UserType.Manager, true],
      ['admin', UserType.Admin, false],
      ['admin', UserType.Owner, false],
      ['owner', UserType.Admin, true],
      ['owner', UserType.Owner, false],
    ] as const)("%s giving user type %i: allowed %s (only below one's own level)", async (role, userType, allowed) => {
      const [target] = await somePlayers(app, 1);
      const answer = await save(
        aForm({ playerID: target!.playerID, playerNumber: target!.playerNumber, userType }),
        tokens[role],
      );
      if (allowed) {
        expect(answer.status).toBe(200);
        expect((await stored(target!.playerID)).userType).toBe(userType);
      } else {
        expect(answer).toEqual({
          status: 403,
          body: {
            error: 'You may only give a user type below your own',
            code: 'USER_TYPE_ABOVE_OWN',
            field: 'userType',
          },
        });
        expect((await stored(target!.playerID)).userType).toBe(UserType.Player);
      }
    });
  });

  describe("POST /v1/player: one's own profile", () => {
    it("saves a player's own profile, ignoring their user type, flags, notes, number and image (set only by the image calls)", async () => {
      const me = await aPlayer(app, { firstName: 'Own', lastName: 'Profile' });
      const token = await me.login();
      const { status, body } = await save(
        aForm({
          playerID: me.playerID,
          firstName: 'Owen',
          lastName: 'Profile',
          email: 'owen@records.example',
          userName: me.userName,
          playerNumber: 1111111,
          userType: UserType.Owner,
          unverified: true,
          suspended: true,
          banned: true,
          notes: 'mine',
          alternatePlayerNumbers: '2222222',
          profileImage: '../../etc/passwd',
          currentPassword: TEST_PASSWORD,
        }),
        token,
      );
      expect(status).toBe(200);
      expect(body.message).toBe('Profile updated');
      expect(Object.keys(body.player).sort()).toEqual([...PUBLIC, ...PERSONAL].sort());
      expect(body.player).toMatchObject({
        firstName: 'Owen',
        title: 'Owen Profile',
        email: 'owen@records.example',
        playerNumber: me.playerNumber,
        userType: UserType.Player,
        alternatePlayerNumbers: null,
        profileImage: null,
      });
      expect(await stored(me.playerID)).toEqual({
        unverified: false,
        suspended: false,
        banned: false,
        notes: null,
        userType: UserType.Player,
        playerNumber: me.playerNumber,
      });
    });

    it('never lets staff change their own user type or flags either', async () => {
      const admin = await aPlayer(app, { userType: UserType.Admin });
      const { status, body } = await save(
        aForm({
          playerID: admin.playerID,
          playerNumber: admin.playerNumber,
          email: admin.email,
          userName: admin.userName,
          userType: UserType.Player,
          banned: true,
          suspended: true,
          notes: 'own note',
        }),
        await admin.login(),
      );
      expect(status).toBe(200);
      expect(body.message).toBe('Profile updated');
      expect(await stored(admin.playerID)).toMatchObject({
        userType: UserType.Admin,
        banned: false,
        suspended: false,
        notes: 'own note',
      });
    });

    it("refuses a taken userName on one's own profile", async () => {
      const me = await aPlayer(app);
      expect((await save(aForm({ playerID: me.playerID, userName: 'Host' }), await me.login())).body).toMatchObject({
        code: 'USERNAME_TAKEN',
      });
    });
  });

  describe('each protected field at each level: hidden in answers, ignored in writes', () => {
    const protectedFields = [
      {
        field: 'unverified',
        value: false,
        readLevel: PLAYER_FIELDS.unverified.readLevel,
        writeLevel: PLAYER_FIELDS.unverified.writeLevel,
      },
      {
        field: 'suspended',
        value: true,
        readLevel: PLAYER_FIELDS.suspended.readLevel,
        writeLevel: PLAYER_FIELDS.suspended.writeLevel,
      },
      {
        field: 'notes',
        value: 'Checked ID',
        readLevel: PLAYER_FIELDS.notes.readLevel,
        writeLevel: PLAYER_FIELDS.notes.writeLevel,
      },
      {
        field: 'banned',
        value: true,
        readLevel: PLAYER_FIELDS.banned.readLevel,
        writeLevel: PLAYER_FIELDS.banned.writeLevel,
      },
    ];

    it('uses the levels the product gives: host flag (10) for unverified, suspended and notes; admin (40) for banned', () => {
      expect(protectedFields.map(({ field, readLevel, writeLevel }) => [field, readLevel, writeLevel])).toEqual([
        ['unverified', 10, 10],
        ['suspended', 10, 10],
        ['notes', 10, 10],
        ['banned', 40, 40],
      ]);
    });

    describe.each(['visitor', 'player', 'own', ...STAFF] as const)('as %s', (who) => {
      it.each(protectedFields)('$field', async ({ field, value, readLevel, writeLevel }) => {
        const own = who === 'own' ? await aPlayer(app, { unverified: true }) : undefined;
        const target = own ?? (await somePlayers(app, 1, { unverified: true }))[0]!;
        const token = who === 'visitor' ? '' : who === 'own' ? await own!.login() : tokens[who as RoleName];
        const level = who === 'visitor' ? 0 : who === 'own' || who === 'player' ? 1 : LEVEL[who as RoleName];

        // Reading
        const read = await byID(target.playerID, token);
        expect(read.status).toBe(200);
        expect(Object.hasOwn(read.body.rows[0]!, field)).toBe(level >= readLevel);

        // Writing
        const before = (await stored(target.playerID))[field];
        const answer = await save(
          aForm({
            playerID: target.playerID,
            playerNumber: target.playerNumber,
            email: target.email,
            userName: target.userName,
            [field]: value,
          }),
          token,
        );
        const after = (await stored(target.playerID))[field];
        if (who === 'visitor') expect(answer.status).toBe(401);
        else if (who === 'player') expect(answer.status).toBe(403);
        else expect(answer.status).toBe(200);
        const mayWrite = who !== 'visitor' && who !== 'player' && who !== 'own' && level >= writeLevel;
        expect(after).toEqual(mayWrite ? value : before);
        if (answer.status === 200)
          expect(Object.hasOwn(answer.body.player, field)).toBe(who !== 'own' && level >= readLevel);
      });
    });
  });

  describe('DELETE /v1/player', () => {
    it('deletes a player with no history, with their sessions', async () => {
      const mistake = await aPlayer(app);
      await mistake.login();
      expect(await remove(mistake.playerID, tokens.assistant)).toEqual({
        status: 200,
        body: { message: 'Player deleted' },
      });
      expect((await byID(mistake.playerID)).status).toBe(404);
      expect(await app.sql('select count(*)::int as n from sessions where player_id = ?', [mistake.playerID])).toEqual([
        { n: 0 },
      ]);
    });

    it('refuses a player with point records, hosted games or deposits: merge instead', async () => {
      const game = await aGame(app);
      const [played, hostedEntry] = await somePlayers(app, 2);
      await aPointRecord(app, game.gameID, played!.playerID);
      expect(await remove(played!.playerID, tokens.manager)).toEqual({
        status: 409,
        body: {
          error: 'This player has point records and cannot be deleted; merge them into another player instead',
          code: 'PLAYER_HAS_HISTORY',
          field: 'playerID',
        },
      });
      const hostedGame = await aGame(app, { hostID: hostedEntry!.playerID });
      expect(hostedGame.gameID).toBeGreaterThan(0);
      expect((await remove(hostedEntry!.playerID, tokens.manager)).body).toMatchObject({
        code: 'PLAYER_HAS_HISTORY',
        error: expect.stringContaining('hosted games'),
      });
      expect((await byID(played!.playerID)).status).toBe(200);
      expect((await byID(hostedEntry!.playerID)).status).toBe(200);
    });

    it("refuses visitors, players, deleting oneself, players at or above one's level, and unknown or bad ids", async () => {
      const [target] = await somePlayers(app, 1);
      expect((await remove(target!.playerID, '')).status).toBe(401);
      expect(await remove(target!.playerID, tokens.player)).toEqual({
        status: 403,
        body: { error: 'Unauthorized', code: 'UNAUTHORIZED' },
      });
      expect(await remove(app.accounts.assistant, tokens.assistant)).toEqual({
        status: 409,
        body: { error: 'You cannot delete your own player record', code: 'CANNOT_DELETE_SELF', field: 'playerID' },
      });
      expect((await remove(app.accounts.host, tokens.assistant)).body).toMatchObject({
        code: 'PLAYER_ABOVE_OWN_LEVEL',
      });
      expect((await remove(app.accounts.manager, tokens.manager)).body).toMatchObject({ code: 'CANNOT_DELETE_SELF' });
      expect(await remove(999_996, tokens.assistant)).toEqual({
        status: 404,
        body: { error: 'Player Not Found', code: 'PLAYER_NOT_FOUND', field: 'playerID' },
      });
      expect(await remove('abc', tokens.assistant)).toMatchObject({ status: 400, body: { field: 'playerID' } });
      expect(await remove(null, tokens.assistant)).toMatchObject({
        status: 400,
        body: { code: 'FIELD_REQUIRED', field: 'playerID' },
      });
      expect((await byID(target!.playerID)).status).toBe(200);
    });
  });

  describe('a player added at the door can be found by number', () => {
    it('finds the new player by the number the save answered', async () => {
      const { body } = await save(aForm({ firstName: 'Door', lastName: 'Walkin' }), tokens.assistant);
      const found = await as('').get<Rows<Player>>(`/v1/player/list/0/${body.player.playerNumber}`);
      expect(found.body.rows[0]).toMatchObject({ playerID: body.player.playerID, title: 'Door Walkin' });
    });
  });
});
