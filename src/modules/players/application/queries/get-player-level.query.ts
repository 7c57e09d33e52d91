import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AccountRepository } from '../ports/account.repository.js';

/** Other modules ask this (through the query bus) before naming a player as a host; null when there is no such player. */
export class GetPlayerLevelQuery extends Query<number | null> {
  constructor(readonly playerID: number) {
    super();
  }
}

@QueryHandler(GetPlayerLevelQuery)
export class GetPlayerLevelHandler implements IQueryHandler<GetPlayerLevelQuery> {
  constructor(private readonly accounts: AccountRepository) {}

  async execute({ playerID }: GetPlayerLevelQuery): Promise<number | null> {
    return (await this.accounts.findByID(playerID))?.userType ?? null;
  }
}
