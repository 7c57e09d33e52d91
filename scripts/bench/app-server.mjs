#!/usr/bin/env node
// One API process for the bench and the profiler, started as a child so the load
// generator never shares its event loop. Settings come from the environment (as in
// production); it answers { port } over IPC once listening and exits cleanly on 'stop'.
// 'profile-start' / { profileStop: file } record a V8 CPU profile of just that stretch
// (what `node --cpu-prof` records, without the start-up). 'rebuild-standings' rebuilds the
// standings read model in this process (RebuildStandingsCommand) and answers { rebuilt, ms }.
// { keptTags: key } answers { tags } of the answer kept under key; { dropTags: [...] } drops them
// as a write would (the read cache's drop, announced to other processes too) and answers 'dropped'.
// 'forget-query-reads' makes every page address with a query string a page of its own again
// (SitePages.forgetQueryReads: a first render at each `?bench=N`) and answers 'forgotten'.
// 'memory' answers { memory } (process.memoryUsage()); 'loop-reset' / 'loop-read' { blockedMs, wallMs, eldMaxMs, longBlocks }
// the event loop's longest block since, by the main thread's CPU and by the clock (loop-watch.mjs).
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { pathToFileURL } from 'node:url';
import { watchEventLoop } from './loop-watch.mjs';

// BENCH_DIST: another build of the server (e.g. the code before a change, built elsewhere) to compare.
const dist = pathToFileURL(`${process.env.BENCH_DIST ?? new URL('../../dist', import.meta.url).pathname}/`);
const { createApp } = await import(new URL('src/bootstrap.js', dist));
const { loadSettings } = await import(new URL('src/config/settings.js', dist));

const app = await createApp(loadSettings({ ...process.env, PORT: '0' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ port: app.getHttpServer().address().port });
const inspector = new Session();
const loop = watchEventLoop();
process.on('message', async (message) => {
  if (message === 'profile-start') {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.setSamplingInterval', { interval: 250 });
    await inspector.post('Profiler.start');
    process.send('profiling');
  } else if (message?.profileStop) {
    const { profile } = await inspector.post('Profiler.stop');
    await writeFile(message.profileStop, JSON.stringify(profile));
    inspector.disconnect();
    process.send('profiled');
  } else if (message === 'rebuild-standings') {
    const { CommandBus } = await import('@nestjs/cqrs');
    const { RebuildStandingsCommand } = await import(
      new URL('src/modules/leaderboards/application/commands/rebuild-standings.command.js', dist)
    );
    const started = performance.now();
    const rebuilt = await app.get(CommandBus).execute(new RebuildStandingsCommand());
    process.send({ rebuilt, ms: performance.now() - started });
  } else if (message?.keptTags !== undefined) {
    const { ReadCache } = await import(new URL('src/shared/application/read-cache.js', dist));
    process.send({ tags: app.get(ReadCache).lookupKept(message.keptTags)?.tags ?? [] });
  } else if (message?.dropTags) {
    const { ReadCache } = await import(new URL('src/shared/application/read-cache.js', dist));
    await app.get(ReadCache).drop(...message.dropTags);
    process.send('dropped');
  } else if (message === 'forget-query-reads') {
    // The site's pages (SitePages, behind the adapter's fallback route), if this build has them.
    app.getHttpAdapter().sitePages?.forgetQueryReads?.();
    process.send('forgotten');
  } else if (message === 'cpu') {
    process.send({ cpu: process.cpuUsage() });
  } else if (message === 'memory') {
    process.send({ memory: process.memoryUsage() });
  } else if (message === 'loop-reset') {
    loop.reset();
    process.send('loop-reset');
  } else if (message === 'loop-read') {
    process.send(loop.read());
  } else if (message === 'stop') {
    await app.close();
    process.exit(0);
  }
});
