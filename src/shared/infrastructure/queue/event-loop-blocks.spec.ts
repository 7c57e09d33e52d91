import { EventLoopBlocks } from './event-loop-blocks.js';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('EventLoopBlocks', () => {
  it('sees a block inside a timer callback, and one just before the window closes', async () => {
    const blocks = new EventLoopBlocks(10);
    const window = blocks.open();
    await sleep(30);
    busy(150);
    expect(window.close()).toBeGreaterThanOrEqual(130);
  });

  it('answers the longest block of each window, and not an await', async () => {
    const blocks = new EventLoopBlocks(10);
    const first = blocks.open();
    await sleep(20);
    busy(60);
    await sleep(20);
    const second = blocks.open();
    await sleep(150);
    const waited = second.close();
    const both = first.close();
    expect(waited).toBeLessThan(50);
    expect(both).toBeGreaterThanOrEqual(50);
    expect(both).toBeLessThan(150);
  });
});
