import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { CachedRead } from './read-cache/cached-read.js';

type Check = 'up' | 'down';

/** Reports the two services the site cannot work without; 503 when either is down. */
@ApiTags('health')
@Controller('v1/health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    private readonly redis: Redis,
  ) {}

  @Get()
  // Probed at most once a second per process: a monitor polling hard must not load the database.
  @CachedRead({ maxAgeMs: 1_000 })
  @ApiOperation({ summary: 'PostgreSQL and Redis status (at most a second old)' })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<{ status: Check; postgres: Check; redis: Check }> {
    const [postgres, redis] = await Promise.all([
      this.probe(() => this.em.getConnection().execute('select 1')),
      this.probe(() => this.redis.ping()),
    ]);
    const status: Check = postgres === 'up' && redis === 'up' ? 'up' : 'down';
    if (status === 'down') void reply.status(503);
    return { status, postgres, redis };
  }

  private async probe(check: () => Promise<unknown>): Promise<Check> {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref());
    try {
      await Promise.race([check(), timeout]);
      return 'up';
    } catch {
      return 'down';
    }
  }
}
