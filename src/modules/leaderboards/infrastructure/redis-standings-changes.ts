import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { closeRedis, createRedisConnection } from '../../../shared/infrastructure/redis/redis-connection.js';
import type { ScopeType, StandingsScope } from '../domain/standings-scope.js';
import { StandingsChanges, type StandingsChange } from '../application/ports/standings-changes.js';

const SCOPE_TYPES: readonly ScopeType[] = ['league', 'venue', 'event'];

/** A message off the channel as a change, or null when it is not one (nothing else is relayed). */
export function standingsChangeOf(text: string): StandingsChange | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const { scopes, gameID, playerIDs } = (parsed ?? {}) as { scopes?: unknown; gameID?: unknown; playerIDs?: unknown };
  if (!Array.isArray(scopes)) return null;
  const valid: StandingsScope[] = [];
  for (const scope of scopes as Partial<StandingsScope>[]) {
    if (
      !SCOPE_TYPES.includes(scope?.scopeType as ScopeType) ||
      !Number.isInteger(scope.scopeID) ||
      typeof scope.period !== 'string'
    )
      return null;
    valid.push({ scopeType: scope.scopeType!, scopeID: scope.scopeID!, period: scope.period });
  }
  const players =
    Array.isArray(playerIDs) && playerIDs.every((id) => Number.isInteger(id) && (id as number) > 0)
      ? (playerIDs as number[])
      : null;
  return {
    scopes: valid,
    gameID: Number.isInteger(gameID) && (gameID as number) > 0 ? (gameID as number) : null,
    playerIDs: players,
  };
}

/**
 * Redis pub/sub on `<QUEUE_PREFIX>:standings-changed`: the worker publishes after each
 * standings job, every API process subscribes and tells its own sockets. The prefix keeps
 * installs (and test runs) sharing one Redis apart. Connections are opened on first use,
 * so a process that only publishes holds no subscriber.
 */
export class RedisStandingsChanges extends StandingsChanges implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisStandingsChanges.name);
  private publisher: Redis | undefined;
  private subscriber: Redis | undefined;
  private readonly listeners = new Set<(change: StandingsChange) => void>();
  private readonly channel: string;

  constructor(
    private readonly redisUrl: string,
    prefix: string,
  ) {
    super();
    this.channel = `${prefix}:standings-changed`;
  }

  async announce({ scopes, gameID, playerIDs }: StandingsChange): Promise<void> {
    if (scopes.length === 0) return;
    // Fails fast when Redis is away (a job must not hang on a courtesy message).
    this.publisher ??= createRedisConnection(this.redisUrl, 'standings-changes-pub', { waitForReconnect: false });
    const message = JSON.stringify({
      scopes: scopes.map(({ scopeType, scopeID, period }) => ({ scopeType, scopeID, period })),
      gameID,
      playerIDs,
    });
    await this.publisher.publish(this.channel, message).catch((error: unknown) => {
      this.logger.warn(`standingsChanged not published: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  listen(onChange: (change: StandingsChange) => void): () => void {
    this.listeners.add(onChange);
    if (!this.subscriber) {
      // Subscribed again by ioredis after a reconnect; pages read again on their own reconnect.
      const subscriber = createRedisConnection(this.redisUrl, 'standings-changes-sub', { waitForReconnect: true });
      subscriber.on('message', (channel: string, text: string) => {
        if (channel !== this.channel) return;
        const change = standingsChangeOf(text);
        if (change) for (const listener of [...this.listeners]) listener(change);
      });
      void subscriber
        .subscribe(this.channel)
        .catch((error: unknown) =>
          this.logger.warn(
            `standings-changed not subscribed: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
      this.subscriber = subscriber;
    }
    return () => this.listeners.delete(onChange);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(
      [this.publisher, this.subscriber].filter((connection) => connection !== undefined).map(closeRedis),
    );
    this.publisher = this.subscriber = undefined;
  }
}
