import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import { type SessionUser } from '../session-user.js';

export class GetSessionUserQuery extends Query<SessionUser> {
  constructor(readonly user: AuthenticatedUser) {
    super();
  }
}
