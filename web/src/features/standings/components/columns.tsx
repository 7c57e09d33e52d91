/** What the leaderboards' tables change on a phone (under 576 px, Mantine's xs). */
/** Columns a phone leaves out. */
export const WIDER_THAN_PHONE = '(min-width: 36em)';

/** A column title with a shorter form on a phone, so the numbers fit beside the names. */
export function phoneTitle(full: string, short: string) {
  return (
    <>
      {/* Mantine's visibleFrom/hiddenFrom classes, on plain spans: a header is drawn once a table. */}
      <span className="mantine-visible-from-xs">{full}</span>
      <span className="mantine-hidden-from-xs" title={full}>
        {short}
      </span>
    </>
  );
}
