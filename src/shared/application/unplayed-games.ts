import { Command } from '@nestjs/cqrs';

/** An event's games, or a venue's (all of them, with or without an event). */
export type UnplayedGamesScope = { readonly eventID: number } | { readonly venueID: number };

export interface UnplayedGamesOutcome {
  /** Games of the scope that were played (point records, ended, or money deposited): when any, nothing was removed. */
  readonly played: number;
  /** Games removed. */
  readonly removed: number;
}

/**
 * Deleting an event or a venue takes its games along when none of them was played
 * (docs/decisions/0090-first-month-seasons-dates-events.md): the venues module runs this
 * command in its own unit of work, and the games module, which owns the games table,
 * answers it. A game was played when it has point records, has ended or carries a deposit;
 * games only scheduled, or edited by hand without anyone checked in, are removed. When a
 * game was played nothing is removed, and the caller refuses the deletion.
 */
export class RemoveUnplayedGamesCommand extends Command<UnplayedGamesOutcome> {
  constructor(readonly scope: UnplayedGamesScope) {
    super();
  }
}
