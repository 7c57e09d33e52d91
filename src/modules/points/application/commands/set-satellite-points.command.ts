import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import type { PointWriteAnswer, SetPointsRequest } from '../../domain/point-calls.js';

export class SetSatellitePointsCommand extends Command<PointWriteAnswer> {
  constructor(
    readonly request: SetPointsRequest & { gameID?: number | null },
    readonly user: AuthenticatedUser,
  ) {
    super();
  }
}
