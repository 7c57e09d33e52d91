import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UserType } from '../../domain/user-type.js';
import { Access } from '../auth/access.decorator.js';
import { JOBS_DASHBOARD_COOKIE, JOBS_DASHBOARD_PATH } from './jobs-dashboard-access.js';

/** The token the access guard just accepted: from `Authorization: Bearer` or the body's `auth`. */
function sessionToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  const auth = (request.body as { auth?: { authToken?: unknown } } | undefined)?.auth;
  return typeof auth?.authToken === 'string' ? auth.authToken : '';
}

/**
 * The site keeps its session in localStorage, which a full page (the dashboard) cannot send;
 * this call copies the caller's session into an HttpOnly, SameSite=Strict cookie that only
 * the dashboard's paths receive. The dashboard checks that session on every request, so a
 * log-out or a lowered level ends its access at once.
 */
@ApiTags('admin')
@Controller('v1/admin/jobs')
export class JobsDashboardController {
  @Post('session')
  @HttpCode(200)
  @Access(UserType.Admin)
  @ApiOperation({ summary: 'Open the jobs dashboard (/admin/jobs/) for this session: sets its HttpOnly cookie' })
  open(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): { message: string; path: string } {
    const secure = request.protocol === 'https' ? '; Secure' : '';
    void reply.header(
      'set-cookie',
      `${JOBS_DASHBOARD_COOKIE}=${encodeURIComponent(sessionToken(request))}; Path=${JOBS_DASHBOARD_PATH}; HttpOnly; SameSite=Strict${secure}`,
    );
    void reply.header('cache-control', 'no-store');
    return { message: 'Jobs dashboard opened', path: `${JOBS_DASHBOARD_PATH}/` };
  }
}
