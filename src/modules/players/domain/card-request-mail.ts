import { oneLine } from '../../../shared/domain/plain-text.js';

/** What the staff mail about a card request says (one per staff member). */
export interface CardRequestMailFacts {
  requestID: number;
  playerNumber: number;
  playerName: string;
  instructions: string;
  requestedBy: string;
  requestedAt: Date;
  siteName: string;
  siteUrl: string;
}

/**
 * The staff mail. Names are put on one line (a stored name with a line break, saved before
 * the field tables refused them, cannot add a line to the mail or split its subject).
 */
export function cardRequestMailText(facts: CardRequestMailFacts): { subject: string; text: string } {
  const playerName = oneLine(facts.playerName);
  const requestedBy = oneLine(facts.requestedBy);
  const card = `${facts.siteUrl}/players/card/${facts.playerNumber}`;
  return {
    subject: `${facts.siteName}: player card request #${facts.requestID} for ${playerName} (${facts.playerNumber})`,
    text: [
      `A printed player card was requested (request #${facts.requestID}).`,
      '',
      `Player: ${playerName}`,
      `Player Number: ${facts.playerNumber}`,
      `Delivery Instructions: ${facts.instructions}`,
      `Requested by: ${requestedBy}, ${facts.requestedAt.toISOString()}`,
      '',
      `The card to print (Download PNG): ${card}`,
    ].join('\n'),
  };
}
