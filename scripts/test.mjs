#!/usr/bin/env node
// `npm test`: checks types, lints (eslint.config.js, no warnings allowed), builds the site
// (the browser suites drive the built one) and the server (the fault suite runs it as
// processes), points the suites at PostgreSQL and Redis, runs every jest project, and ends
// with one "tests: N passed, N failed" line. Arguments go to jest (and skip the fault suite).
//
// Services: DATABASE_URL / REDIS_URL when set; otherwise the local ports when they
// answer (the README's quick start); otherwise the suites start containers.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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

// The checks and builds before the suites run two at a time: each is one process on one core,
// and the machine has two (about a minute saved of two and a half).
const runAsync = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
const lane = async (...steps) => {
  for (const [command, args] of steps) {
    const status = await runAsync(command, args);
    if (status !== 0) return status;
  }
  return 0;
};
const inPairs = async (...lanes) => {
  const statuses = await Promise.all(lanes.map((steps) => lane(...steps)));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
};

const checksStarted = Date.now();
// Types first: a type error fails the run before any suite starts.
await inPairs(
  [['npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']]],
  [['npx', ['tsc', '-p', 'web/tsconfig.json', '--noEmit']]],
);
// Then the lint (incl. the site's boundaries), as `npm run lint`: a finding fails the run here too;
// and the formatter (.prettierrc.json): an unformatted file fails the run; `npm run format` fixes it.
await inPairs(
  [['npx', ['eslint', '--max-warnings', '0', 'src', 'web/src', 'test', 'scripts', 'eslint.config.js']]],
  [['npx', ['prettier', '--check', '--log-level', 'warn', '.']]],
);
await inPairs(
  [
    ['npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']],
    // The server's render of the public pages (issue 31): web/dist-server.
    ['npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn']],
    [process.execPath, ['scripts/precompress.mjs', 'web/dist']],
  ],
  // The fault suite runs the BUILT server as processes: build it too.
  [['npx', ['tsc', '-p', 'tsconfig.build.json']]],
);

console.log(`checks and builds: ${Math.round((Date.now() - checksStarted) / 1000)} s`);

mkdirSync('var', { recursive: true });
const jestRun = (outputFile, args) =>
  run(process.execPath, [
    '--experimental-vm-modules',
    'node_modules/jest/bin/jest.js',
    '--json',
    `--outputFile=${outputFile}`,
    ...args,
  ]);
const selected = process.argv.slice(2);
// Unit, API and browser suites share three workers on the two cores: quiet, three take as long as
// two (the cores are busy either way); beside other work, the suites keep a fair share of the
// CPU (docs/decisions/0166). The fault suite (test/faults) comes after, so its timings do not
// share the machine with a browser suite; its scenarios run two at a time, since each has its own
// Redis, database, queue prefix and processes.
// The arguments come first: after --selectProjects they would be read as more project names.
const suites = jestRun('var/jest-results.json', [
  ...selected,
  '--maxWorkers=3',
  '--selectProjects',
  'unit',
  'api',
  'browser',
]);
const faults = selected.length
  ? null
  : jestRun('var/jest-faults.json', ['--maxWorkers=2', '--selectProjects', 'faults']);

let passed = 0;
let failed = 0;
// A suite whose hook failed (its setup or its close past the timeout) fails the run with no test failed: say so.
let brokenSuites = 0;
// What failed, named again at the very end: a long log is often read (or kept) only by its tail.
const failures = [];
const firstLines = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('●'))
    .slice(0, 3)
    .join(' / ');
for (const file of ['var/jest-results.json', ...(faults ? ['var/jest-faults.json'] : [])]) {
  try {
    const results = JSON.parse(readFileSync(file, 'utf8'));
    passed += results.numPassedTests;
    failed += results.numFailedTests;
    for (const suite of results.testResults) {
      if (suite.status !== 'failed') continue;
      const suitePath = relative(process.cwd(), suite.name);
      const failedTests = suite.assertionResults.filter((test) => test.status === 'failed');
      if (!failedTests.length) {
        brokenSuites += 1;
        failures.push(`${suitePath} (outside its tests): ${firstLines(suite.message)}`);
      }
      for (const test of failedTests)
        failures.push(`${suitePath} › ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`);
    }
  } catch {
    failed += 1;
    failures.push(`${file}: no results (jest did not finish)`);
  }
}
for (const failure of failures) console.log(`failed: ${failure.slice(0, 400)}`);
console.log(
  `tests: ${passed} passed, ${failed} failed${brokenSuites ? `; ${brokenSuites} suites failed outside their tests (a hook)` : ''}`,
);
process.exit(suites.status || faults?.status || (failed ? 1 : 0));
