#!/usr/bin/env node
// The query path's floor: bare Fastify running, per request, the very statement the API's
// leaderboard page runs (ListLeaderboardHandler's, from dist/, prepared as the API prepares
// it, on a pg pool as big as the API's) and sending its JSON text. No Nest, no guards,
// no ORM, no read cache: what any server that asks PostgreSQL for this page pays at least.
// Given over IPC: { databaseUrl, path, scope: { scopeType, scopeID, period }, limit, offset }.
import Fastify from 'fastify';
import pg from 'pg';

const { databaseUrl, path, scope, limit, offset, poolSize } = await new Promise((resolve) =>
  process.once('message', resolve),
);
const { leaderboardPageJsonSql, leaderboardPageJsonParams } =
  await import('../../dist/src/modules/leaderboards/application/queries/list-leaderboard.handler.js');
const { READ_MODEL_TOTALS_SQL } = await import('../../dist/src/modules/leaderboards/application/standings-source.js');
const { numberedPlaceholders } = await import('../../dist/src/shared/infrastructure/database/mikro-orm.sql-reads.js');

const statement = { name: 'floor_page', text: numberedPlaceholders(leaderboardPageJsonSql(READ_MODEL_TOTALS_SQL)) };
const values = leaderboardPageJsonParams([scope.scopeType, scope.scopeID, scope.period], scope, { limit, offset });
const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
const app = Fastify({ logger: false });
app.get(path, async (_request, reply) => {
  const [answer] = (await pool.query({ ...statement, values })).rows;
  return reply
    .type('application/json; charset=utf-8')
    .send(`{"rows":[${answer?.rows ?? ''}],"total":${answer?.total ?? 0}}`);
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ port: app.server.address().port });
process.on('message', async (message) => {
  if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
  if (message !== 'stop') return;
  await app.close();
  await pool.end();
  process.exit(0);
});
