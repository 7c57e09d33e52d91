/**
 * The owner's earnings report (issue 12, beyond product §2): a league year's estimated,
 * actual (collected) and deposited earnings per month, venue and host; amounts not yet
 * deposited (outstanding: actual minus deposited, above 0) highlighted; the year's totals,
 * above the table and in its footer; and the same figures as a CSV download, built from
 * the answer the screen shows (earnings-csv.ts). The year is the address's last segment.
 */
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { FIRST_LEAGUE_YEAR, isLeagueYear, YEAR_LIMIT } from '@league/shared/domain/period.js';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PageHeading } from '@/components/ui/page-heading';
import { href } from '@/config/paths';
import { leagueToday } from '@/lib/clock';
import { useEarningsReport, type EarningsReport, type EarningsReportRow } from '../api/earnings';
import { earningsCsv, earningsFileName, MONTH_NAMES } from '../earnings-csv';

const money = (amount: number): string =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Mantine's sm breakpoint: narrower screens leave out the games count. */
const WIDER_THAN_PHONE = ({ breakpoints }: { breakpoints: { sm: string } }) => `(min-width: ${breakpoints.sm})`;

/** Outstanding money stands out: red, bold, with an icon (not colour alone). */
function Outstanding({ amount }: { readonly amount: number }) {
  if (amount <= 0) return <>{money(amount)}</>;
  return (
    <Text span c="red" fw={700} size="sm" data-outstanding="true" style={{ whiteSpace: 'nowrap' }}>
      <IconAlertTriangle size={14} aria-label="Outstanding" style={{ verticalAlign: -2, marginRight: 4 }} />
      {money(amount)}
    </Text>
  );
}

const PHONE_ONLY = ({ breakpoints }: { breakpoints: { sm: string } }) =>
  `(max-width: calc(${breakpoints.sm} - 0.0625rem))`;

/** Two figures one over the other (a phone's column of collected and deposited money). */
function Stacked({ top, bottom }: { readonly top: string; readonly bottom: string }) {
  return (
    <>
      <Text size="sm" span display="block">
        {top}
      </Text>
      <Text size="sm" span display="block">
        {bottom}
      </Text>
    </>
  );
}

/**
 * A laptop shows every column; a phone shows three that fit its width whole
 * (docs/decisions/0093-accessibility-and-phones.md): the month over the venue and the host,
 * collected over deposited, and what is outstanding.
 */
const columnsFor = (report: EarningsReport | undefined): DataTableColumn<EarningsReportRow>[] => {
  const totals = report?.totals;
  return [
    {
      accessor: 'month',
      title: 'Month',
      render: (row) => MONTH_NAMES[row.month - 1],
      footer: 'Total',
      visibleMediaQuery: WIDER_THAN_PHONE,
    },
    {
      accessor: 'where',
      title: 'Month',
      visibleMediaQuery: PHONE_ONLY,
      footer: 'Total',
      render: (row) => (
        <>
          <Text size="sm" span display="block" fw={600}>
            {MONTH_NAMES[row.month - 1]}
          </Text>
          <Text size="sm" span display="block">
            {row.venueName}
          </Text>
          <Text size="xs" c="dimmed" span display="block">
            {row.hostName}
          </Text>
        </>
      ),
    },
    { accessor: 'venueName', title: 'Venue', visibleMediaQuery: WIDER_THAN_PHONE },
    { accessor: 'hostName', title: 'Host', visibleMediaQuery: WIDER_THAN_PHONE },
    {
      accessor: 'games',
      title: 'Games',
      textAlign: 'right',
      visibleMediaQuery: WIDER_THAN_PHONE,
      footer: totals ? String(totals.games) : '',
    },
    {
      accessor: 'earningsEstimated',
      title: 'Est.',
      textAlign: 'right',
      visibleMediaQuery: WIDER_THAN_PHONE,
      render: (row) => money(row.earningsEstimated),
      footer: totals ? money(totals.earningsEstimated) : '',
    },
    {
      accessor: 'earningsActual',
      title: 'Act.',
      textAlign: 'right',
      visibleMediaQuery: WIDER_THAN_PHONE,
      render: (row) => money(row.earningsActual),
      footer: totals ? money(totals.earningsActual) : '',
    },
    {
      accessor: 'earningsDeposited',
      title: 'Dep.',
      textAlign: 'right',
      visibleMediaQuery: WIDER_THAN_PHONE,
      render: (row) => money(row.earningsDeposited),
      footer: totals ? money(totals.earningsDeposited) : '',
    },
    {
      accessor: 'collected',
      title: 'Act. / Dep.',
      textAlign: 'right',
      noWrap: true,
      visibleMediaQuery: PHONE_ONLY,
      render: (row) => <Stacked top={money(row.earningsActual)} bottom={money(row.earningsDeposited)} />,
      footer: totals ? <Stacked top={money(totals.earningsActual)} bottom={money(totals.earningsDeposited)} /> : '',
    },
    {
      accessor: 'outstanding',
      title: 'Outstanding',
      textAlign: 'right',
      noWrap: true,
      render: (row) => <Outstanding amount={row.outstanding} />,
      footer: totals ? <Outstanding amount={totals.outstanding} /> : '',
    },
  ];
};

/** Saves text as a file: a link to a Blob, clicked once. */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function Total({
  label,
  amount,
  testID,
  warn = false,
}: {
  readonly label: string;
  readonly amount: number;
  readonly testID: string;
  readonly warn?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text
        size="lg"
        fw={700}
        c={warn && amount > 0 ? 'red' : undefined}
        data-testid={testID}
        data-amount={amount.toFixed(2)}
      >
        {money(amount)}
      </Text>
    </Paper>
  );
}

export function EarningsReportScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const today = leagueToday();
  const thisYear = Number(today.slice(0, 4));
  const asked = Number(params['year']);
  const year = isLeagueYear(asked) ? asked : thisYear;
  const report = useEarningsReport(year);
  const lastYear = Math.min(YEAR_LIMIT - 1, thisYear + 1);
  const years = Array.from({ length: lastYear - FIRST_LEAGUE_YEAR + 1 }, (_, i) => String(lastYear - i));
  const choose = (next: number) => {
    const query = search.toString();
    void navigate(`${href('earningsReport', { year: next })}${query ? `?${query}` : ''}`, { replace: true });
  };
  const totals = report.data?.totals;

  return (
    <Stack gap="md">
      <PageHeading mb={0}>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={!report.data || report.isPlaceholderData}
          onClick={() => report.data && download(earningsCsv(report.data), earningsFileName(report.data.year))}
          data-testid="earnings-csv"
        >
          Download CSV
        </Button>
      </PageHeading>
      <Group align="flex-end" gap="md">
        <NativeSelect
          size="md"
          label="Year"
          name="year"
          value={String(year)}
          data={years}
          onChange={(event) => choose(Number(event.currentTarget.value))}
          w={140}
        />
        <Text size="sm" c="dimmed" maw={520}>
          Canceled games are left out. Outstanding is what was collected from the venues and not deposited yet.
        </Text>
      </Group>
      {totals && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="section" aria-label="Totals">
          <Total label="Estimated" amount={totals.earningsEstimated} testID="total-estimated" />
          <Total label="Actual" amount={totals.earningsActual} testID="total-actual" />
          <Total label="Deposited" amount={totals.earningsDeposited} testID="total-deposited" />
          <Total label="Outstanding" amount={totals.outstanding} testID="total-outstanding" warn />
        </SimpleGrid>
      )}
      <DataTable
        label="Earnings"
        query={report}
        columns={columnsFor(report.data)}
        idAccessor={(row) => `${row.month}-${row.venueID ?? 0}-${row.hostID ?? 0}`}
        emptyText="No games this year."
      />
    </Stack>
  );
}

export default EarningsReportScreen;
