import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '../../src/shared/domain/image-rules.js';
import { api, type ApiError } from '../support/api.js';
import { aPlayer, type BuiltPlayer, type RoleName } from '../support/builders.js';
import {
  aGifWithScript,
  anAnimatedGif,
  anSvg,
  aJpeg,
  aJpegWithGps,
  aPng,
  aPngOfSize,
  aTruncatedJpeg,
  EXIF_MARKER,
  SCRIPT,
  someText,
} from '../support/images.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Profile images (issue 11): POST /v1/player/image (multipart), DELETE /v1/player/image
 * { path }, GET /v1/player/image/{name}, over the shared image kernel (src/shared/.../images).
 * The upload corpus: what is taken is stored cleaned, what is refused leaves nothing on disk
 * and the player's record as it was.
 */
interface ImageAnswer {
  message: string;
  playerID: number;
  profileImage: string | null;
  path: string | null;
}

interface UploadOptions {
  playerID?: number | string;
  filename?: string;
  type?: string;
  field?: string;
}

describe('player images', () => {
  let app: TestApp;
  const tokens = {} as Record<RoleName, string>;

  beforeAll(async () => {
    app = await startTestApp();
    for (const role of Object.keys(app.roles) as RoleName[]) tokens[role] = await app.login(role);
  });
  afterAll(() => app.close());

  async function upload(
    token: string,
    bytes: Buffer,
    options: UploadOptions = {},
  ): Promise<{ status: number; body: ImageAnswer & ApiError }> {
    const form = new FormData();
    if (options.playerID !== undefined) form.append('playerID', String(options.playerID));
    form.append(
      options.field ?? 'image',
      new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }),
      options.filename ?? 'picture.png',
    );
    const response = await fetch(`${app.url}/v1/player/image`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    return { status: response.status, body: (await response.json()) as ImageAnswer & ApiError };
  }

  /** The files in the players' image folder now. */
  async function storedFiles(): Promise<string[]> {
    try {
      return (await readdir(join(app.settings.uploadDir, 'players'))).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  const storedBytes = (name: string): Promise<Buffer> => readFile(join(app.settings.uploadDir, 'players', name));

  async function profileImageOf(playerID: number): Promise<string | null> {
    const [row] = await app.sql<{ profile_image: string | null }>(
      'select profile_image from players where player_id = ?',
      [playerID],
    );
    return row!.profile_image;
  }

  describe('the upload corpus', () => {
    let owner: BuiltPlayer;
    let token: string;
    beforeAll(async () => {
      owner = await aPlayer(app, { userName: 'corpus-player' });
      token = await app.login('corpus-player');
    });

    it('stores a PNG under a random name, sets profileImage and serves it back with safe headers', async () => {
      const { status, body } = await upload(token, await aPng());
      expect(status).toBe(200);
      expect(body).toMatchObject({ message: 'Image saved', playerID: owner.playerID });
      expect(body.profileImage).toMatch(/^[0-9a-f]{32}\.png$/);
      expect(body.path).toBe(`/v1/player/image/${body.profileImage}`);
      expect(await profileImageOf(owner.playerID)).toBe(body.profileImage);
      expect(await storedFiles()).toContain(body.profileImage);

      const served = await fetch(`${app.url}${body.path}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(Buffer.from(await served.arrayBuffer()).equals(await storedBytes(body.profileImage!))).toBe(true);
    });

    it('replaces the image: the new one is kept, the old file deleted', async () => {
      const first = (await upload(token, await aPng())).body.profileImage!;
      const second = await upload(token, await aJpeg(), { filename: 'me.jpg', type: 'image/jpeg' });
      expect(second.status).toBe(200);
      expect(second.body.profileImage).toMatch(/\.jpg$/);
      const files = await storedFiles();
      expect(files).toContain(second.body.profileImage);
      expect(files).not.toContain(first);
      expect((await fetch(`${app.url}/v1/player/image/${first}`)).status).toBe(404);
    });

    it('strips EXIF (GPS position and names) from a JPEG', async () => {
      const photo = await aJpegWithGps();
      expect(photo.includes(EXIF_MARKER)).toBe(true);
      const { status, body } = await upload(token, photo, { filename: 'holiday.jpg', type: 'image/jpeg' });
      expect(status).toBe(200);
      const stored = await storedBytes(body.profileImage!);
      expect(stored.includes(EXIF_MARKER)).toBe(false);
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
    });

    it('cleans a GIF with a script appended: stored as a GIF with no script', async () => {
      const { status, body } = await upload(token, await aGifWithScript(), {
        filename: 'funny.gif',
        type: 'image/gif',
      });
      expect(status).toBe(200);
      expect(body.profileImage).toMatch(/\.gif$/);
      const stored = await storedBytes(body.profileImage!);
      expect(stored.includes(SCRIPT)).toBe(false);
      expect(stored.toString('latin1')).not.toMatch(/<script/i);
      expect((await sharp(stored).metadata()).format).toBe('gif');
      const served = await fetch(`${app.url}${body.path}`);
      expect(served.headers.get('content-type')).toBe('image/gif');
    });

    it('keeps an animated GIF animated', async () => {
      const { body } = await upload(token, await anAnimatedGif(), { filename: 'wave.gif', type: 'image/gif' });
      expect((await sharp(await storedBytes(body.profileImage!)).metadata()).pages).toBe(2);
    });

    it('takes a PNG named .gif (and sent as image/gif) as the PNG it is', async () => {
      const { status, body } = await upload(token, await aPng(), { filename: 'really-a-png.gif', type: 'image/gif' });
      expect(status).toBe(200);
      expect(body.profileImage).toMatch(/\.png$/);
      expect((await fetch(`${app.url}${body.path}`)).headers.get('content-type')).toBe('image/png');
    });

    it('takes exactly 1,048,576 bytes', async () => {
      const { status, body } = await upload(token, await aPngOfSize(MAX_IMAGE_BYTES));
      expect(status).toBe(200);
      expect(body.profileImage).toMatch(/\.png$/);
    });

    const refusals: [string, () => Promise<Buffer> | Buffer, UploadOptions, string][] = [
      ['an empty file', () => Buffer.alloc(0), {}, 'IMAGE_EMPTY'],
      ['1,048,577 bytes (1 MB + 1 byte)', () => aPngOfSize(MAX_IMAGE_BYTES + 1), {}, 'IMAGE_TOO_LARGE'],
      ['3 MB', () => aPngOfSize(3 * MAX_IMAGE_BYTES), {}, 'IMAGE_TOO_LARGE'],
      ['an SVG (with a script)', anSvg, { filename: 'logo.svg', type: 'image/svg+xml' }, 'IMAGE_TYPE_NOT_ALLOWED'],
      [
        'an SVG named .png and sent as image/png',
        anSvg,
        { filename: 'logo.png', type: 'image/png' },
        'IMAGE_TYPE_NOT_ALLOWED',
      ],
      [
        'a text file that claims to be image/png',
        someText,
        { filename: 'notes.png', type: 'image/png' },
        'IMAGE_TYPE_NOT_ALLOWED',
      ],
      [
        'an HTML page named .gif',
        () => Buffer.from(`<html><body>${SCRIPT}</body></html>`),
        { filename: 'x.gif', type: 'image/gif' },
        'IMAGE_TYPE_NOT_ALLOWED',
      ],
      ['a truncated JPEG', aTruncatedJpeg, { filename: 'cut.jpg', type: 'image/jpeg' }, 'IMAGE_DAMAGED'],
    ];

    it.each(refusals)('refuses %s with SPEC-worded 400 and stores nothing', async (_, make, options, code) => {
      const before = await storedFiles();
      const imageBefore = await profileImageOf(owner.playerID);
      const { status, body } = await upload(token, await make(), options);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code, field: 'image' });
      expect(body.error).toEqual(expect.any(String));
      if (code !== 'IMAGE_DAMAGED') expect(body.error).toContain('.jpg, .png, .gif up to 1048576 bytes');
      expect(await storedFiles()).toEqual(before);
      expect(await profileImageOf(owner.playerID)).toBe(imageBefore);
    });

    it('answers the size refusal in the product words', async () => {
      const { body } = await upload(token, await aPngOfSize(MAX_IMAGE_BYTES + 1));
      expect(body.error).toBe(
        'The image is larger than 1048576 bytes (Images accept .jpg, .png, .gif up to 1048576 bytes)',
      );
    });

    it('refuses a request without a file, or not multipart, in the { error, code, field } shape', async () => {
      const before = await storedFiles();
      const form = new FormData();
      form.append('playerID', String(owner.playerID));
      const noFile = await fetch(`${app.url}/v1/player/image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(noFile.status).toBe(400);
      expect(await noFile.json()).toMatchObject({ code: 'IMAGE_REQUIRED', field: 'image' });
      const json = await api(app)
        .as(token)
        .post<ApiError>('/v1/player/image', { data: { image: 'x' } });
      expect(json).toMatchObject({ status: 400, body: { code: 'IMAGE_REQUIRED', field: 'image' } });
      const broken = await fetch(`${app.url}/v1/player/image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=zzz' },
        body: '--zzz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
      });
      expect(broken.status).toBe(400);
      expect(await broken.json()).toMatchObject({ code: expect.stringMatching(/^(INVALID_INPUT|IMAGE_\w+)$/) });
      expect(await storedFiles()).toEqual(before);
    });

    it('refuses two files in one upload, storing neither', async () => {
      const before = await storedFiles();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(await aPng())], { type: 'image/png' }), 'a.png');
      form.append('image', new Blob([new Uint8Array(await aPng())], { type: 'image/png' }), 'b.png');
      const response = await fetch(`${app.url}/v1/player/image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_INPUT' });
      expect(await storedFiles()).toEqual(before);
    });
  });

  describe('who may upload', () => {
    let target: BuiltPlayer;
    beforeAll(async () => {
      target = await aPlayer(app, { userName: 'upload-target' });
    });

    it('refuses a visitor (401) and stores nothing', async () => {
      const before = await storedFiles();
      const { status, body } = await upload('', await aPng(), { playerID: target.playerID });
      expect(status).toBe(401);
      expect(body.code).toBe('NOT_LOGGED_IN');
      expect(await storedFiles()).toEqual(before);
    });

    it("refuses a player uploading another player's image (403), storing nothing", async () => {
      const before = await storedFiles();
      const { status, body } = await upload(tokens.player, await aPng(), { playerID: target.playerID });
      expect(status).toBe(403);
      expect(body.code).toBe('UNAUTHORIZED');
      expect(await storedFiles()).toEqual(before);
      expect(await profileImageOf(target.playerID)).toBeNull();
    });

    it('lets a player set their own image (playerID given or left out)', async () => {
      const given = await upload(tokens.player, await aPng(), { playerID: app.accounts.player });
      expect(given.status).toBe(200);
      const implied = await upload(tokens.player, await aPng());
      expect(implied).toMatchObject({ status: 200, body: { playerID: app.accounts.player } });
      expect(await profileImageOf(app.accounts.player)).toBe(implied.body.profileImage);
    });

    it.each(['assistant', 'host', 'manager', 'admin', 'owner'] as const)(
      "lets %s set another player's image",
      async (role) => {
        const { status, body } = await upload(tokens[role], await aPng(), { playerID: target.playerID });
        expect(status).toBe(200);
        expect(body.playerID).toBe(target.playerID);
        expect(await profileImageOf(target.playerID)).toBe(body.profileImage);
      },
    );

    it('answers 404 for a player that does not exist, and removes the file it had kept', async () => {
      const before = await storedFiles();
      const { status, body } = await upload(tokens.assistant, await aPng(), { playerID: 999_999 });
      expect(status).toBe(404);
      expect(body.code).toBe('ACCOUNT_NOT_FOUND');
      expect(await storedFiles()).toEqual(before);
    });

    it.each(['abc', '-4', '1.5', '0', '9'.repeat(12)])(
      'refuses playerID %p (400, field playerID)',
      async (playerID) => {
        const { status, body } = await upload(tokens.assistant, await aPng(), { playerID });
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: 'FIELD_NOT_VALID', field: 'playerID' });
      },
    );
  });

  // Issue 32, low 10: like every other player edit, staff change the images of players below their level only (the owner anyone's).
  describe('staff and the images of players at or above their level', () => {
    const refusal = { status: 403, body: { code: 'PLAYER_ABOVE_OWN_LEVEL', field: 'playerID' } };
    const remove = (token: string, path: unknown) =>
      api(app).as(token).delete<ImageAnswer & ApiError>('/v1/player/image', { data: { path } });

    it.each([
      ['assistant', 'host'],
      ['assistant', 'owner'],
      ['host', 'manager'],
      ['manager', 'admin'],
      ['admin', 'owner'],
    ] as const)("refuses %s replacing or removing %s's image, keeping it and its file", async (role, above) => {
      const targetID = app.accounts[above];
      const own = await upload(tokens[above], await aPng());
      expect(own.status).toBe(200);
      const before = await storedFiles();
      expect(await upload(tokens[role], await aPng(), { playerID: targetID })).toMatchObject(refusal);
      expect(await storedFiles()).toEqual(before);
      expect(await remove(tokens[role], own.body.path)).toMatchObject(refusal);
      expect(await profileImageOf(targetID)).toBe(own.body.profileImage);
      expect(await storedFiles()).toContain(own.body.profileImage);
    });

    it("refuses an assistant another assistant's image (the same level)", async () => {
      const peer = await aPlayer(app, { userType: 10 });
      const { body } = await upload(tokens.manager, await aPng(), { playerID: peer.playerID });
      expect(await upload(tokens.assistant, await aPng(), { playerID: peer.playerID })).toMatchObject(refusal);
      expect(await remove(tokens.assistant, body.path)).toMatchObject(refusal);
      expect(await profileImageOf(peer.playerID)).toBe(body.profileImage);
    });

    it("lets the owner replace and remove an admin's image, and staff their own", async () => {
      const replaced = await upload(tokens.owner, await aPng(), { playerID: app.accounts.admin });
      expect(replaced.status).toBe(200);
      expect((await remove(tokens.owner, replaced.body.path)).status).toBe(200);
      const own = await upload(tokens.assistant, await aPng());
      expect((await remove(tokens.assistant, own.body.path)).status).toBe(200);
    });
  });

  describe('removing an image', () => {
    async function remove(token: string, path: unknown) {
      return api(app).as(token).delete<ImageAnswer & ApiError>('/v1/player/image', { data: { path } });
    }

    it('refuses a visitor (401)', async () => {
      expect((await remove('', '/v1/player/image/0123456789abcdef0123456789abcdef.png')).status).toBe(401);
    });

    it("refuses a player removing another player's image (403), keeping it", async () => {
      const other = await aPlayer(app);
      const { body } = await upload(tokens.assistant, await aPng(), { playerID: other.playerID });
      const refused = await remove(tokens.player, body.path);
      expect(refused).toMatchObject({ status: 403, body: { code: 'UNAUTHORIZED' } });
      expect(await profileImageOf(other.playerID)).toBe(body.profileImage);
      expect(await storedFiles()).toContain(body.profileImage);
    });

    it('lets a player remove their own: profileImage cleared, file deleted', async () => {
      const { body } = await upload(tokens.player, await aPng());
      const removed = await remove(tokens.player, body.path);
      expect(removed).toMatchObject({
        status: 200,
        body: { message: 'Image removed', playerID: app.accounts.player, profileImage: null, path: null },
      });
      expect(await profileImageOf(app.accounts.player)).toBeNull();
      expect(await storedFiles()).not.toContain(body.profileImage);
      expect((await remove(tokens.player, body.path)).status).toBe(404);
    });

    it.each(['assistant', 'host', 'manager', 'admin', 'owner'] as const)(
      "lets %s remove another player's image (by path or bare name)",
      async (role) => {
        const other = await aPlayer(app);
        const { body } = await upload(tokens.player === tokens[role] ? tokens.assistant : tokens[role], await aPng(), {
          playerID: other.playerID,
        });
        const removed = await remove(tokens[role], role === 'owner' ? body.profileImage : `${app.url}${body.path}`);
        expect(removed.status).toBe(200);
        expect(await profileImageOf(other.playerID)).toBeNull();
        expect(await storedFiles()).not.toContain(body.profileImage);
      },
    );

    it.each([
      ['an unknown name', '/v1/player/image/0123456789abcdef0123456789abcdef.png', 404],
      ['a path outside', '../../etc/passwd', 404],
      ['no path', undefined, 400],
      ['a number', 7, 400],
    ])('answers %s with a clean refusal', async (_, path, status) => {
      const answer = await remove(tokens.admin, path);
      expect(answer.status).toBe(status);
      expect(answer.body.code).toEqual(expect.any(String));
    });
  });

  describe('serving', () => {
    it.each(['0123456789abcdef0123456789abcdef.png', 'x.png', '..%2F..%2Fetc%2Fpasswd', 'index.html'])(
      'answers 404 JSON for %s',
      async (name) => {
        const response = await fetch(`${app.url}/v1/player/image/${name}`);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toContain('application/json');
        expect(await response.json()).toMatchObject({ code: expect.any(String) });
      },
    );
  });
});
