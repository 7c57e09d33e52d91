import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import type { CheckInRequest, PointWriteAnswer } from '../../domain/point-calls.js';

export class CheckInPlayerCommand extends Command<PointWriteAnswer> {
  constructor(
    readonly request: CheckInRequest,
    readonly user: AuthenticatedUser,
  ) {
    super();
  }
}
