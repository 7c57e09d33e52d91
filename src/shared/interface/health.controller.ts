import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthStatus, readinessOf, type HealthReport, type ReadinessReport } from './health-status.js';
import { ProcessReadiness } from './process-readiness.js';

/**
 * Reports the two services the site cannot work without; 503 when either is down.
 * Usually answered before Nest by serveCachedReads (same bytes, same headers); this route
 * answers the first calls, before that hook knows the security headers, and documents it.
 */
@ApiTags('health')
@Controller('v1/health')
export class HealthController {
  constructor(
    private readonly status: HealthStatus,
    private readonly readiness: ProcessReadiness,
  ) {}

  @Get()
  @ApiOperation({ summary: 'PostgreSQL and Redis status (probed in the background, at most about a second old)' })
  health(@Res({ passthrough: true }) reply: FastifyReply): HealthReport {
    const report = this.status.current();
    if (report.status === 'down') void reply.status(503);
    return report;
  }

  /** Liveness: the process answers (whatever PostgreSQL and Redis are doing); a restart would not help them. */
  @Get('live')
  @ApiOperation({
    summary: 'Liveness: 200 `{ status: "up" }` whenever the process answers, even with PostgreSQL or Redis down',
  })
  live(): { status: 'up' } {
    return { status: 'up' };
  }

  /**
   * Readiness, for a load balancer that routes only to a ready process: this process's own state
   * (its event loop), with PostgreSQL and Redis named; 503 only when this process is busy.
   */
  @Get('ready')
  @ApiOperation({
    summary:
      'Readiness: this process can take requests (`process`: its event loop answers); PostgreSQL and Redis named but not deciding it; 503 when the process is busy',
  })
  ready(@Res({ passthrough: true }) reply: FastifyReply): ReadinessReport {
    const report = readinessOf(this.status.current(), this.readiness.current());
    if (report.status === 'down') void reply.status(503);
    return report;
  }
}
