import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AccountRepository } from '../ports/account.repository.js';
import { GetPlayerLevelQuery } from './get-player-level.query.js';

@QueryHandler(GetPlayerLevelQuery)
export class GetPlayerLevelHandler implements IQueryHandler<GetPlayerLevelQuery> {
  constructor(private readonly accounts: AccountRepository) {}

  async execute({ playerID }: GetPlayerLevelQuery): Promise<number | null> {
    return (await this.accounts.findByID(playerID))?.userType ?? null;
  }
}
