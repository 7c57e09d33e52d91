#!/usr/bin/env node
// `npm test`: checks types, lints (eslint.config.js, no warnings allowed), builds the site
// (the browser suites drive the built one), points the suites at PostgreSQL and Redis, runs
// every jest project, and ends with one "tests: N passed, N failed" line.
//
// Services: DATABASE_URL / REDIS_URL when set; otherwise the local ports when they
// answer (the README's quick start); otherwise the suites start containers.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';

const answers = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

const env = { ...process.env };
if (!env.DATABASE_URL && (await answers(5432))) env.DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';
if (!env.REDIS_URL && (await answers(6379))) env.REDIS_URL = 'redis://127.0.0.1:6379';
console.log(`PostgreSQL: ${env.DATABASE_URL ?? 'a container'}; Redis: ${env.REDIS_URL ?? 'a container'}`);

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env });

// Types first: a type error fails the run before any suite starts.
for (const project of ['tsconfig.json', 'web/tsconfig.json']) {
  const typecheck = run('npx', ['tsc', '-p', project, '--noEmit']);
  if (typecheck.status !== 0) process.exit(typecheck.status ?? 1);
}
// Then the lint (incl. the site's boundaries), as `npm run lint`: a finding fails the run here too.
const lint = run('npx', ['eslint', '--max-warnings', '0', 'src', 'web/src', 'test', 'scripts', 'eslint.config.js']);
if (lint.status !== 0) process.exit(lint.status ?? 1);
const build = run('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);
if (build.status !== 0) process.exit(build.status ?? 1);
const precompress = run(process.execPath, ['scripts/precompress.mjs', 'web/dist']);
if (precompress.status !== 0) process.exit(precompress.status ?? 1);

mkdirSync('var', { recursive: true });
const jest = run(process.execPath, [
  '--experimental-vm-modules',
  'node_modules/jest/bin/jest.js',
  '--maxWorkers=2',
  // The fault suite (`npm run test:faults`) runs the built app as processes: not part of this run yet.
  '--selectProjects',
  'unit',
  'api',
  'browser',
  '--json',
  '--outputFile=var/jest-results.json',
  ...process.argv.slice(2),
]);
try {
  const results = JSON.parse(readFileSync('var/jest-results.json', 'utf8'));
  console.log(`tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed`);
} catch {
  console.log('tests: 0 passed, 1 failed');
}
process.exit(jest.status ?? 1);
