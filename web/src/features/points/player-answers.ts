/**
 * The points screen's answers, naming the player
 * (docs/decisions/0127-issue-30-the-points-screen-on-bar-wi-fi-queue-store.md): the server says
 * "Player checked in" / "Player is already checked in" / "Player is banned"; the host reads "Pat
 * Player checked in". Other answers get the name in front ("Pat Player: 10 points added").
 */

/** The server's words with the player's name in them; the words alone when the name is not known. */
export function aboutPlayer(name: string | null | undefined, text: string): string {
  const who = name?.trim();
  if (!who) return text;
  if (/^Player\b/.test(text)) return `${who}${text.slice('Player'.length)}`;
  return `${who}: ${text}`;
}

/**
 * A refusal of a write about one player: their name when the screen knows it; otherwise the
 * card's label where the server's words say "Player" ("Card 1234567 has only 0 points": the
 * bare "Player has only 0 points" read as being about a player named Player).
 */
export function aboutWrite(
  note: { readonly name: string | null; readonly label: string } | undefined,
  text: string,
): string {
  if (note?.name) return aboutPlayer(note.name, text);
  if (note && /^Player\b/.test(text)) return aboutPlayer(note.label, text);
  return text;
}

/** What names a card the screen cannot name: "Card 1234567". */
export const cardLabel = (code: string): string => `Card ${code}`;

/** Player names by player number, from every source the screen holds (this game's rows, the venue's regulars): later sources do not override earlier. */
export function namesByNumber(
  ...sources: readonly (readonly { readonly playerNumber: number; readonly playerName: string }[] | undefined)[]
): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const rows of sources)
    for (const row of rows ?? [])
      if (row.playerName && !names.has(String(row.playerNumber))) names.set(String(row.playerNumber), row.playerName);
  return names;
}
