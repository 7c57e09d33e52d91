import { DatabaseOutage } from './database-outage.js';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const terminated = () => new Error('Connection terminated unexpectedly');

describe('the PostgreSQL outage tracker: one warning per outage, one line on recovery (issue 20)', () => {
  function tracker() {
    const lines: string[] = [];
    let now = 1_000_000;
    const outage = new DatabaseOutage(
      {
        warn: (text: string) => void lines.push(`warn ${text}`),
        log: (text: string) => void lines.push(`log ${text}`),
      },
      () => now,
    );
    return { outage, lines, advance: (ms: number) => (now += ms) };
  }

  it('says once that PostgreSQL is away however many requests fail, then once that it is back with the length', () => {
    const { outage, lines, advance } = tracker();
    for (let i = 0; i < 300; i += 1) {
      expect(outage.failed(i % 3 ? 'a request' : 'sweeper', i === 0 ? terminated() : refused())).toBe(true);
      advance(20);
    }
    outage.ready('health probe');
    outage.ready('sweeper');
    expect(lines).toEqual([
      expect.stringMatching(
        /^warn PostgreSQL is unreachable \(sweeper: Connection terminated unexpectedly\); requests that need it answer 503/,
      ),
      'log PostgreSQL is back after 6.0 s (health probe)',
    ]);
  });

  it("counts a straggler's failure just after recovery as the old outage, but a later one as a new outage", () => {
    const { outage, lines, advance } = tracker();
    outage.failed('a request', refused());
    outage.ready('health probe');
    advance(500);
    expect(outage.failed('a request', refused())).toBe(true);
    expect(lines).toHaveLength(2);
    advance(5_000);
    outage.failed('a request', refused());
    expect(lines).toHaveLength(3);
    expect(outage.down).toBe(true);
  });

  it('leaves a failure that is not about reaching PostgreSQL to its caller, and says nothing of a recovery without an outage', () => {
    const { outage, lines } = tracker();
    expect(
      outage.failed(
        'sweeper',
        Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      ),
    ).toBe(false);
    outage.ready('health probe');
    expect(lines).toEqual([]);
    expect(outage.down).toBe(false);
  });
});
