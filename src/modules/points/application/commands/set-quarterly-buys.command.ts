import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import type { PointWriteAnswer, SetBuysRequest } from '../../domain/point-calls.js';

export class SetQuarterlyBuysCommand extends Command<PointWriteAnswer> {
  constructor(
    readonly request: SetBuysRequest & { gameID?: number | null },
    readonly user: AuthenticatedUser,
  ) {
    super();
  }
}
