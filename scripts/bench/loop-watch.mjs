// The event-loop watch of a bench child (the API in app-server.mjs, the worker in worker-process.mjs).
// As src/shared/infrastructure/queue/event-loop-blocks.ts: a 10 ms timer that comes late by more than
// its interval means the loop was held for the difference; the block is the main thread's CPU time over
// that stretch (at most its wall time), so a process waiting for a core on a loaded machine is not
// counted as blocking it. The wall figure and perf_hooks.monitorEventLoopDelay's max are kept beside it.
// Each block of LONG_BLOCK_MS or more is remembered with when it ended, on the clock V8's CPU profiles
// use (microseconds of the monotonic clock), so a profile's samples of that very stretch can be read
// (scripts/cpuprofile-report.mjs --blocks-at).
import { monitorEventLoopDelay } from 'node:perf_hooks';

const RESOLUTION_MS = 10;
export const LONG_BLOCK_MS = 50;
const KEPT_BLOCKS = 200;

const threadCpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

export function watchEventLoop() {
  let lastTick = performance.now();
  let lastCpu = threadCpuMs();
  let longest = 0;
  let longestWall = 0;
  let long = [];
  const record = () => {
    const now = performance.now();
    const cpu = threadCpuMs();
    const wall = Math.max(0, now - lastTick - RESOLUTION_MS);
    const blocked = Math.max(0, Math.min(wall, cpu - lastCpu));
    longestWall = Math.max(longestWall, wall);
    longest = Math.max(longest, blocked);
    if (blocked >= LONG_BLOCK_MS && long.length < KEPT_BLOCKS)
      long.push({ endUs: Number(process.hrtime.bigint() / 1000n), blockedMs: blocked, wallMs: wall });
    lastTick = now;
    lastCpu = cpu;
  };
  setInterval(record, RESOLUTION_MS).unref();
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  return {
    reset() {
      record();
      longest = 0;
      longestWall = 0;
      long = [];
      histogram.reset();
    },
    /** { blockedMs, wallMs, eldMaxMs, longBlocks: [{ endUs, blockedMs, wallMs }] } since the last reset. */
    read() {
      record();
      return { blockedMs: longest, wallMs: longestWall, eldMaxMs: histogram.max / 1e6, longBlocks: long };
    },
  };
}
