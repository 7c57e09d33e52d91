import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { MikroOrmIdempotencyStore } from './mikro-orm.idempotency-store.js';

const PURGE_EVERY_MS = 60 * 60_000;

/**
 * The worker forgets Idempotency-Keys older than a day, hourly (a returning expired key is
 * also forgotten on the spot by the store, so this only keeps the table small).
 */
@Injectable()
export class IdempotencyKeyPurger implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(IdempotencyKeyPurger.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly orm: MikroORM) {}

  onApplicationBootstrap(): void {
    void this.purge();
    this.timer = setInterval(() => void this.purge(), PURGE_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async purge(): Promise<number> {
    try {
      return await new MikroOrmIdempotencyStore(this.orm.em.fork()).purgeExpired();
    } catch (error) {
      this.logger.warn(`Idempotency-Key purge failed: ${(error as Error).message}`);
      return 0;
    }
  }
}
