import { RedisOutage } from './redis-outage.js';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });

describe('the Redis outage tracker: one warning per outage, one line on recovery (issue 20)', () => {
  function tracker() {
    const lines: string[] = [];
    let now = 1_000_000;
    const outage = new RedisOutage(
      {
        warn: (text: string) => void lines.push(`warn ${text}`),
        log: (text: string) => void lines.push(`log ${text}`),
      },
      () => now,
    );
    return { outage, lines, advance: (ms: number) => (now += ms) };
  }

  it('says once that Redis is away however many connections fail however often, then once that it is back with the length', () => {
    const { outage, lines, advance } = tracker();
    for (let i = 0; i < 100; i += 1) {
      outage.failed(`queue-${i % 7}`, refused());
      advance(50);
    }
    outage.ready('league-app');
    outage.ready('standings-queue');
    expect(lines).toEqual([
      expect.stringMatching(/^warn Redis is unreachable \(queue-0: connect ECONNREFUSED/),
      'log Redis is back after 5.0 s (league-app reconnected)',
    ]);
  });

  it("counts a straggler's error just after recovery as the old outage, but a later one as a new outage", () => {
    const { outage, lines, advance } = tracker();
    outage.failed('a', refused());
    outage.ready('a');
    advance(500);
    outage.failed('b', refused());
    expect(lines).toHaveLength(2);
    advance(5_000);
    outage.failed('b', refused());
    expect(lines).toHaveLength(3);
  });

  it('logs an error that is not about reaching Redis as it comes', () => {
    const { outage, lines } = tracker();
    outage.failed('standings worker', new Error('Missing lock for job 7'));
    expect(lines).toEqual(['warn standings worker: Missing lock for job 7']);
    expect(outage.down).toBe(false);
  });
});
