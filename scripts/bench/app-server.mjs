#!/usr/bin/env node
// One API process for the bench and the profiler, started as a child so the load
// generator never shares its event loop. Settings come from the environment (as in
// production); it answers { port } over IPC once listening and exits cleanly on 'stop'.
// 'profile-start' / { profileStop: file } record a V8 CPU profile of just that stretch
// (what `node --cpu-prof` records, without the start-up).
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { createApp } from '../../dist/src/bootstrap.js';
import { loadSettings } from '../../dist/src/config/settings.js';

const app = await createApp(loadSettings({ ...process.env, PORT: '0' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ port: app.getHttpServer().address().port });
const inspector = new Session();
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
  } else if (message === 'stop') {
    await app.close();
    process.exit(0);
  }
});
