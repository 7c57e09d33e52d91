import { Injectable, type NestMiddleware } from '@nestjs/common';
import { Settings } from '../../config/settings.js';
import { RequestScopedClock } from '../infrastructure/clock/request-scoped.clock.js';

/**
 * `X-Test-Today` moves "now" for one request, only where the test clock is on (test mode, or
 * TEST_CLOCK=true outside production: api.md §1.1). Registered only then (AppModule), and it
 * checks again, so a moved clock never reaches reset links, locks or limits elsewhere.
 */
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
