import { Injectable, type NestMiddleware } from '@nestjs/common';
import { Settings } from '../../config/settings.js';
import { RequestScopedClock } from '../infrastructure/clock/request-scoped.clock.js';

/** `X-Test-Today` moves "now" for one request, outside production only (api.md §1.1). */
@Injectable()
export class TestClockMiddleware implements NestMiddleware {
  constructor(
    private readonly clock: RequestScopedClock,
    private readonly settings: Settings,
  ) {}

  use(request: { headers: Record<string, string | string[] | undefined> }, _response: unknown, next: () => void): void {
    const header = request.headers['x-test-today'];
    const value = this.settings.testClockEnabled && typeof header === 'string' ? header.trim() : undefined;
    this.clock.runAt(value, next);
  }
}
