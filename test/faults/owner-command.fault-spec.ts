import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import argon2 from 'argon2';
import pg from 'pg';
import { Redis } from 'ioredis';
import { createTestDatabase, randomSuffix, testRedisUrl, type TestDatabase } from '../support/services.js';

/**
 * `OWNER_PASSWORD=… npm run owner:create -- --user … --email … --first … --last …` as the
 * command itself (the BUILT dist/src/cli/create-owner.js, which docs/operations.md runs):
 * it takes the same 8 to 128 characters as every other password (issue 32, low 12).
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CREATE_OWNER_JS = join(ROOT, 'dist/src/cli/create-owner.js');

function runCreateOwner(
  password: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const args = ['--user', 'longpass', '--email', 'owner@example.org', '--first', 'Olive', '--last', 'Owner'];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CREATE_OWNER_JS, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env, OWNER_PASSWORD: password },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('exit', (code) =>
      resolve({ code, stdout: Buffer.concat(out).toString().trim(), stderr: Buffer.concat(err).toString().trim() }),
    );
  });
}

async function ownerHash(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ password_hash: string }>(
      `select password_hash from players where user_name = 'longpass'`,
    );
    return rows[0]?.password_hash ?? null;
  } finally {
    await client.end();
  }
}

describe('npm run owner:create (the built command)', () => {
  let target: TestDatabase;
  let folder: string;
  let env: Record<string, string>;
  const queuePrefix = `owner-cli-${randomSuffix()}`;

  beforeAll(async () => {
    if (!existsSync(CREATE_OWNER_JS))
      throw new Error('This suite runs the built command: npm run build:server first (npm run test:faults does)');
    target = await createTestDatabase();
    folder = await mkdtemp(join(tmpdir(), 'league-owner-command-'));
    await Promise.all(['mail', 'uploads'].map((name) => mkdir(join(folder, name))));
    env = {
      APP_MODE: 'test',
      DATABASE_URL: target.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: queuePrefix,
      MAIL_DIR: join(folder, 'mail'),
      UPLOAD_DIR: join(folder, 'uploads'),
      LOG_LEVEL: 'warn',
    };
  }, 120_000);

  afterAll(async () => {
    await target?.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
    const redis = new Redis(testRedisUrl());
    const keys = await redis.keys(`${queuePrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('takes a 128-character pass phrase (the API allows 128) and stores its hash', async () => {
    const phrase = 'correct horse battery staple '.repeat(5).slice(0, 128);
    const result = await runCreateOwner(phrase, env);
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^Owner longpass is player \d+ \(playerID \d+\)$/);
    expect(await argon2.verify((await ownerHash(target.url))!, phrase)).toBe(true);
  });

  it('refuses 129 characters and 7, naming the bounds, and changes nothing', async () => {
    const before = await ownerHash(target.url);
    for (const password of ['x'.repeat(129), 'short12']) {
      expect(await runCreateOwner(password, env)).toEqual({
        code: 1,
        stdout: '',
        stderr: 'OWNER_PASSWORD must be 8 to 128 characters',
      });
    }
    expect(await ownerHash(target.url)).toBe(before);
  });
});
