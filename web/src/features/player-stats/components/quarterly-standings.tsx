/**
 * The quarterly page's standings (SPEC §2 "Quarterly page"): everyone's points in the
 * season the page shows (the address's, or the one the announced quarterly plays), with
 * the chips each total buys, and the same rows as a CSV download.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { ActionIcon, Box, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { shiftPeriod, type PeriodSelection, type QuarterPeriod } from '@league/shared/domain/period.js';
import { Paginator } from '@/components/ui/paginator';
import { ReadTable, WHOLE_WORDS, type ReadTableColumn } from '@/components/ui/read-table';
import { href } from '@/config/paths';
import { useSeasonTotals } from '../api/player-stats';
import { chipLines, standingsCsv, standingsFileName, standingsRows, type StandingsRow } from '../standings-rows';
import { periodWindow } from '../stats-windows';
import { periodLabel } from './period-filter';

/** Columns shown only above a phone's width (`visibleFrom`), and only on a phone (`hiddenFrom`): docs/decisions/0093-accessibility-and-phones.md. */
const chipColumn = (accessor: keyof StandingsRow & string, title: ReactNode): ReadTableColumn<StandingsRow> => ({
  accessor,
  title,
  textAlign: 'center',
  noWrap: true,
  visibleFrom: 'sm',
});

/**
 * The chart's order (SPEC: buy-in, rebuy, add-on, OR, rebuy, add-on), with the two
 * alternatives named in the heading, so "OR" reads as the choice between them (issue 30).
 */
const choiceTitle = (title: string, choice: string) => (
  <>
    <Text span size="xs" c="dimmed" display="block" fw={400}>
      {choice}
    </Text>
    {title}
  </>
);

/** A phone's one chip column: the chips in words, the second alternative after "or". */
function PhoneChips({ row }: { readonly row: StandingsRow }) {
  const lines = chipLines(row);
  if (lines.length === 0) return null;
  return (
    <>
      {lines.map((line) => (
        // A line may wrap between its buys, never inside "25K rebuy".
        <Text key={line} size="xs" span display="block">
          {line.replace(/(\d+K) /g, '$1\u00a0')}
        </Text>
      ))}
    </>
  );
}

const COLUMNS: ReadTableColumn<StandingsRow>[] = [
  { accessor: 'ranked', title: 'Rank', textAlign: 'right' },
  { accessor: 'firstName', title: 'First Name', visibleFrom: 'sm' },
  { accessor: 'lastName', title: 'Last Name', visibleFrom: 'sm' },
  // A phone: one name column, "Points" and one chip column, so the table fits without scrolling.
  {
    accessor: 'name',
    title: 'Name',
    hiddenFrom: 'sm',
    cellsClassName: WHOLE_WORDS,
    render: (row) => `${row.firstName} ${row.lastName}`,
  },
  { accessor: 'totalPoints', title: 'Total Points', textAlign: 'right', visibleFrom: 'sm' },
  {
    accessor: 'points',
    title: 'Points',
    textAlign: 'right',
    hiddenFrom: 'sm',
    render: (row) => row.totalPoints,
  },
  chipColumn('buyIn', choiceTitle('Buy-In', 'Chips')),
  chipColumn('reBuy', choiceTitle('Rebuy', 'Choice 1')),
  chipColumn('addOn', choiceTitle('Add-On', 'Choice 1')),
  {
    ...chipColumn('or', 'OR'),
    render: (row) =>
      row.or ? (
        <Text span size="sm" c="dimmed">
          or
        </Text>
      ) : (
        ''
      ),
  },
  chipColumn('reBuy2', choiceTitle('Rebuy', 'Choice 2')),
  chipColumn('addOn2', choiceTitle('Add-On', 'Choice 2')),
  { accessor: 'chips', title: 'Chips', hiddenFrom: 'sm', render: (row) => <PhoneChips row={row} /> },
];

/** Saves text as a file: a link to a Blob, clicked once. */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's task, so the browser has the file before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface QuarterlyStandingsProps {
  /** The season shown (the page decides it: stats-windows.ts standingsSeasonOf). */
  readonly season: PeriodSelection & { period: QuarterPeriod };
}

/** Rows a page of the standings shows. */
export const STANDINGS_PAGE_SIZE = 50;

export function QuarterlyStandings({ season }: QuarterlyStandingsProps) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const totals = useSeasonTotals(periodWindow(season));
  const rows = useMemo(() => standingsRows(totals.data?.rows ?? []), [totals.data]);
  // Paged on screen from the one read (the CSV keeps every row): a season of a thousand players
  // is not a thousand-row table to draw, on the server or on a phone.
  const [page, setPage] = useState({ season: periodLabel(season), page: 1 });
  const shownPage = page.season === periodLabel(season) ? page.page : 1;
  const pageRows = useMemo(
    () => rows.slice((shownPage - 1) * STANDINGS_PAGE_SIZE, shownPage * STANDINGS_PAGE_SIZE),
    [rows, shownPage],
  );
  const query = { ...totals, data: totals.data ? { rows: pageRows, total: rows.length } : undefined };
  const step = (direction: 1 | -1) => {
    const next: PeriodSelection = shiftPeriod(season, direction);
    const kept = search.toString();
    void navigate(`${href('eventsQuarterly', { year: next.year, period: next.period })}${kept ? `?${kept}` : ''}`, {
      replace: true,
    });
  };

  return (
    <section aria-label="Standings" data-testid="quarterly-standings">
      <Group justify="space-between" mb="xs" gap="xs">
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="default" size={36} aria-label="Previous season" onClick={() => step(-1)}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Text fw={600} data-testid="standings-season" miw={150} ta="center">
            {periodLabel(season)}
          </Text>
          <ActionIcon variant="default" size={36} aria-label="Next season" onClick={() => step(1)}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={rows.length === 0}
          onClick={() => download(standingsCsv(rows), standingsFileName(season.year, season.period))}
        >
          Download CSV
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        Players need 20 points in the season to play; their chips follow the chip chart above. Fewer than 20 points: no
        chips.
      </Text>
      {/* Plain elements (read-table.tsx): a page of 50 rows in mantine-datatable's boxes was most of the page's render. */}
      <ReadTable
        label="Quarterly standings"
        query={query}
        columns={COLUMNS}
        idAccessor="playerNumber"
        emptyText={`No points recorded in ${periodLabel(season)} yet.`}
      />
      {rows.length > STANDINGS_PAGE_SIZE && (
        <Box mt="xs">
          <Paginator
            label="Standings pages"
            page={shownPage}
            pageSize={STANDINGS_PAGE_SIZE}
            total={rows.length}
            onPageChange={(next) => setPage({ season: periodLabel(season), page: next })}
          />
        </Box>
      )}
    </section>
  );
}
