#!/usr/bin/env node
// The yardstick: a bare Fastify server answering fixed bytes on the same paths as the
// API (given over IPC as [{ path, contentType, body (base64) }]). Nothing else runs per request.
import Fastify from 'fastify';

const routes = await new Promise((resolve) => process.once('message', resolve));
const app = Fastify({ logger: false });
for (const { path, contentType, body } of routes) {
  const bytes = Buffer.from(body, 'base64');
  app.get(path, (_request, reply) => reply.type(contentType).send(bytes));
}
await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ port: app.server.address().port });
process.on('message', async (message) => {
  if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
  if (message !== 'stop') return;
  await app.close();
  process.exit(0);
});
