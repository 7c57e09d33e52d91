import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import { type SessionUser } from '../session-user.js';

/** Ticking the host agreement turns host mode on for this session (product §4.3 and §6: hosts, from level 20). */
export class AcceptHostAgreementCommand extends Command<SessionUser> {
  constructor(readonly user: AuthenticatedUser) {
    super();
  }
}
