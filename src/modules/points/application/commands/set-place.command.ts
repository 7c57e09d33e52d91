import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import type { PointWriteAnswer, SetPlaceRequest } from '../../domain/point-calls.js';

export class SetPlaceCommand extends Command<PointWriteAnswer> {
  constructor(
    readonly request: SetPlaceRequest & { gameID?: number | null },
    readonly user: AuthenticatedUser,
  ) {
    super();
  }
}
