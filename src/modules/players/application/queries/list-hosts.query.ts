import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';

/** A player who may be named an event's host. */
export interface HostChoice {
  playerID: number;
  title: string;
}

/** api.md §5: GET /v1/player/list/10 answers the host choices (title, playerID). */
export class ListHostsQuery extends Query<Rows<HostChoice>> {
  constructor(readonly minimumLevel: number) {
    super();
  }
}
