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

export function cardRequestMailText(facts: CardRequestMailFacts): { subject: string; text: string } {
  const card = `${facts.siteUrl}/players/card/${facts.playerNumber}`;
  return {
    subject: `${facts.siteName}: player card request #${facts.requestID} for ${facts.playerName} (${facts.playerNumber})`,
    text: [
      `A printed player card was requested (request #${facts.requestID}).`,
      '',
      `Player: ${facts.playerName}`,
      `Player Number: ${facts.playerNumber}`,
      `Delivery Instructions: ${facts.instructions}`,
      `Requested by: ${facts.requestedBy}, ${facts.requestedAt.toISOString()}`,
      '',
      `The card to print (Download PNG): ${card}`,
    ].join('\n'),
  };
}
