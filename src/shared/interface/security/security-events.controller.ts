import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Rows } from '../../application/rows.js';
import { SecurityEvents, type RecordedSecurityEvent } from '../../application/security-log.js';
import { UserType } from '../../domain/user-type.js';
import { Access } from '../auth/access.decorator.js';
import { IdParam } from '../path-params.js';

/** Events on one page of the owner's security log. */
export const SECURITY_EVENTS_PAGE_SIZE = 50;

/** The owner's read of the security log (issue 32; docs/api.md "Security log"). */
@ApiTags('security')
@Controller('v1/security/events')
export class SecurityEventsController {
  constructor(private readonly events: SecurityEvents) {}

  @Get(':page')
  @Access(UserType.Owner)
  @ApiOperation({
    summary: 'Owner: the recent security events, newest first, 50 a page (page 1 is the newest): { rows, total }',
    description:
      'Each row: eventID, at, kind (login, login-lockout, second-step, second-step-lockout, current-password, current-password-lockout, two-step-enrolled, two-step-removed, ' +
      'password-changed, email-changed, user-name-changed, role-changed, ban, merge, owner-created, staff-refusal), outcome (success, failure, refused), actorID, accountID, address, detail. ' +
      'Never a password, token or code. Kept 90 days.',
  })
  page(@Param('page', new IdParam('Page')) page: number): Promise<Rows<RecordedSecurityEvent>> {
    return this.events.page(Math.max(1, page), SECURITY_EVENTS_PAGE_SIZE);
  }
}
