#!/usr/bin/env node
// The worker process (dist/src/worker.js: outbox relay and every queue) for the bench, with a
// watch on its event loop. Settings come from the environment; BENCH_DIST runs another build.
// Over IPC: 'loop-reset' starts a window, 'loop-read' answers { blockedMs, wallMs, eldMaxMs }:
// the longest stretch the loop was held at once since the reset (a 10 ms timer that comes late
// by more than its interval), as the main thread's CPU time over it and by the clock (which
// also counts waiting for a core on a loaded machine), and perf_hooks.monitorEventLoopDelay's
// max at resolution 10 beside them (docs/performance.md). 'profile-start' /
// { profileStop: file } record a V8 CPU profile of that stretch; 'jobs' answers the completed jobs' run times. Answers 'ready' once started.
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const RESOLUTION_MS = 10;
const threadCpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};
let lastTick = performance.now();
let lastCpu = threadCpuMs();
let longest = 0;
let longestWall = 0;
// As src/shared/infrastructure/queue/event-loop-blocks.ts: a late tick's stretch, the thread's CPU time over it (at most its wall time).
const record = () => {
  const now = performance.now();
  const cpu = threadCpuMs();
  const wall = Math.max(0, now - lastTick - RESOLUTION_MS);
  longestWall = Math.max(longestWall, wall);
  longest = Math.max(longest, Math.min(wall, cpu - lastCpu));
  lastTick = now;
  lastCpu = cpu;
};
setInterval(record, RESOLUTION_MS).unref();
const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
histogram.enable();

const dist = pathToFileURL(`${process.env.BENCH_DIST ?? new URL('../../dist', import.meta.url).pathname}/`);
await import(new URL('src/worker.js', dist));

const inspector = new Session();
process.on('message', async (message) => {
  if (message === 'loop-reset') {
    record();
    longest = 0;
    longestWall = 0;
    histogram.reset();
    process.send('loop-reset');
  } else if (message === 'loop-read') {
    record();
    process.send({ blockedMs: Math.max(0, longest), wallMs: longestWall, eldMaxMs: histogram.max / 1e6 });
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
