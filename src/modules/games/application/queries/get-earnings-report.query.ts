import { Query } from '@nestjs/cqrs';
import { type EarningsReport } from '../../domain/earnings-report.js';

/** Shown for games without a host. */
export const NO_HOST_NAME = 'No Host';

export class GetEarningsReportQuery extends Query<EarningsReport> {
  constructor(readonly year: number) {
    super();
  }
}
