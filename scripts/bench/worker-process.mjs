#!/usr/bin/env node
// The worker process (dist/src/worker.js: outbox relay and every queue) for the bench, with a
// watch on its event loop. Settings come from the environment; BENCH_DIST runs another build.
// Over IPC: 'loop-reset' starts a window, 'loop-read' answers { blockedMs, wallMs, eldMaxMs, longBlocks }:
// the longest stretch the loop was held at once since the reset, as the main thread's CPU time over it
// and by the clock, and perf_hooks.monitorEventLoopDelay's max beside them (loop-watch.mjs). 'profile-start' /
// { profileStop: file } record a V8 CPU profile of that stretch; 'jobs' answers the completed jobs' run times. Answers 'ready' once started.
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { pathToFileURL } from 'node:url';
import { watchEventLoop } from './loop-watch.mjs';

const loop = watchEventLoop();

const dist = pathToFileURL(`${process.env.BENCH_DIST ?? new URL('../../dist', import.meta.url).pathname}/`);
await import(new URL('src/worker.js', dist));

const inspector = new Session();
process.on('message', async (message) => {
  if (message === 'loop-reset') {
    loop.reset();
    process.send('loop-reset');
  } else if (message === 'loop-read') {
    process.send(loop.read());
  } else if (message === 'jobs') {
    // The completed jobs' run times by queue, from the worker's own league_job_duration_seconds (JobMetrics).
    const { JOB_METRICS } = await import(new URL('src/shared/infrastructure/metrics/league-metrics.js', dist));
    const { values } = await JOB_METRICS.registry.getSingleMetric('league_job_duration_seconds').get();
    process.send({ jobs: values.filter(({ labels }) => labels.outcome === 'completed') });
  } else if (message === 'cpu') {
    process.send({ cpu: process.cpuUsage() });
  } else if (message === 'profile-start') {
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
  }
});
process.send('ready');
