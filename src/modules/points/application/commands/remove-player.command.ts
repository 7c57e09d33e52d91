import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import type { PointWriteAnswer, RemovePlayerRequest } from '../../domain/point-calls.js';

export class RemovePlayerCommand extends Command<PointWriteAnswer> {
  constructor(
    readonly request: RemovePlayerRequest & { gameID?: number | null },
    readonly user: AuthenticatedUser,
  ) {
    super();
  }
}
