import { EventLoopBlocks } from './event-loop-blocks.js';

/** Works `ms` of the thread's CPU time (not of the clock: on a loaded machine the thread also waits for a core). */
const busy = (ms: number) => {
  const cpu = () => {
    const { user, system } = process.threadCpuUsage();
    return (user + system) / 1000;
  };
  const until = cpu() + ms;
  while (cpu() < until);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('EventLoopBlocks', () => {
  it('sees a block inside a timer callback, and one just before the window closes', async () => {
    const blocks = new EventLoopBlocks(10);
    const window = blocks.open();
    await sleep(30);
    busy(150);
    expect(window.close().blockedMs).toBeGreaterThanOrEqual(130);
  });

  it('answers the longest block of each window, and not an await', async () => {
    const blocks = new EventLoopBlocks(10);
    const first = blocks.open();
    await sleep(20);
    busy(60);
    await sleep(20);
    const second = blocks.open();
    await sleep(150);
    const waited = second.close().blockedMs;
    const both = first.close().blockedMs;
    expect(waited).toBeLessThan(50);
    expect(both).toBeGreaterThanOrEqual(50);
    expect(both).toBeLessThan(150);
  });
});
