/** What the leaderboards' tables change on a phone (under 576 px, Mantine's xs). */
import { Box } from '@mantine/core';

/** Columns a phone leaves out. */
export const WIDER_THAN_PHONE = '(min-width: 36em)';

/** A column title with a shorter form on a phone, so the numbers fit beside the names. */
export function phoneTitle(full: string, short: string) {
  return (
    <>
      <Box component="span" visibleFrom="xs">
        {full}
      </Box>
      <Box component="span" hiddenFrom="xs" title={full}>
        {short}
      </Box>
    </>
  );
}
