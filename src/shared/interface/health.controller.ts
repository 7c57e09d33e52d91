import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthStatus, type HealthReport } from './health-status.js';

/**
 * Reports the two services the site cannot work without; 503 when either is down.
 * Usually answered before Nest by serveCachedReads (same bytes, same headers); this route
 * answers the first calls, before that hook knows the security headers, and documents it.
 */
@ApiTags('health')
@Controller('v1/health')
export class HealthController {
  constructor(private readonly status: HealthStatus) {}

  @Get()
  @ApiOperation({ summary: 'PostgreSQL and Redis status (probed in the background, at most about a second old)' })
  health(@Res({ passthrough: true }) reply: FastifyReply): HealthReport {
    const report = this.status.current();
    if (report.status === 'down') void reply.status(503);
    return report;
  }

  /** Liveness: the process answers (whatever PostgreSQL and Redis are doing); a restart would not help them. */
  @Get('live')
  @ApiOperation({ summary: 'Liveness: 200 `{ status: "up" }` whenever the process answers, even with PostgreSQL or Redis down' })
  live(): { status: 'up' } {
    return { status: 'up' };
  }

  /** Readiness: the same report as /v1/health, for a load balancer that routes only to a ready process. */
  @Get('ready')
  @ApiOperation({ summary: 'Readiness: PostgreSQL and Redis each named up or down; 503 when either is down' })
  ready(@Res({ passthrough: true }) reply: FastifyReply): HealthReport {
    return this.health(reply);
  }
}
