/** Columns a phone (under 576 px, Mantine's xs) leaves out of the leaderboards' tables. */
export const WIDER_THAN_PHONE = '(min-width: 36em)';
