import { redisConfigWarning, type ConfigReader } from './redis-config-check.js';

const redisWith = (config: Record<string, string> | Error): ConfigReader =>
  ({
    config: async (_get: string, name: string) => {
      if (config instanceof Error) throw config;
      return name in config ? [name, config[name]] : [];
    },
  }) as unknown as ConfigReader;

describe('the start-up check of Redis persistence and eviction (issue 20)', () => {
  it('says nothing when Redis keeps an append-only file and never evicts', async () => {
    expect(await redisConfigWarning(redisWith({ 'maxmemory-policy': 'noeviction', appendonly: 'yes' }))).toBeNull();
  });

  it('warns, in one line, of an evicting policy and of no append-only file', async () => {
    const warning = await redisConfigWarning(redisWith({ 'maxmemory-policy': 'allkeys-lru', appendonly: 'no' }));
    expect(warning).toMatch(/maxmemory-policy is allkeys-lru, not noeviction/);
    expect(warning).toMatch(/appendonly is off/);
    expect(warning).not.toContain('\n');
  });

  it('warns of either alone', async () => {
    expect(await redisConfigWarning(redisWith({ 'maxmemory-policy': 'noeviction', appendonly: 'no' }))).toMatch(
      /^Redis is not configured.*appendonly is off/,
    );
    expect(await redisConfigWarning(redisWith({ 'maxmemory-policy': 'volatile-lru', appendonly: 'yes' }))).not.toMatch(
      /appendonly/,
    );
  });

  it('tolerates a Redis where CONFIG is disabled', async () => {
    expect(await redisConfigWarning(redisWith(new Error("ERR unknown command 'CONFIG'")))).toBeNull();
  });
});
