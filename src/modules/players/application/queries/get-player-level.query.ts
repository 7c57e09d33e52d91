import { Query } from '@nestjs/cqrs';

/** Other modules ask this (through the query bus) before naming a player as a host; null when there is no such player. */
export class GetPlayerLevelQuery extends Query<number | null> {
  constructor(readonly playerID: number) {
    super();
  }
}
