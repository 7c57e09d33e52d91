/**
 * Vegas Invites (SPEC §2, §9): /players/invites/{playerID?}/{year?}/{month?}. The invite
 * year (June 1 to May 31, for Vegas week in June) and a month of it, how invites are
 * earned, an overview of the totals, then everyone's list, or one player's awards.
 */
import { Anchor, Button, Group, List, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PlayerPicker } from '@/catalog';
import { DataTable, PHONE_HIDDEN, type DataTableColumn } from '@/components/ui/data-table';
import { PageHeading } from '@/components/ui/page-heading';
import { href } from '@/config/paths';
import { leagueToday } from '@/lib/clock';
import { gameZone } from '@/lib/game-time';
import { toNumberParam } from '@/lib/route-params';
import { useBonuses, type BonusRow } from '../api/player-stats';
import { gameDay } from '../dashboard-links';
import { inviteLinkOf, inviteMonthOf, inviteTotalsOf, invitesPath } from '../invite-links';
import { INVITE_MONTHS, calendarYearOf, inviteWindow, inviteYearChoices, inviteYearFrom } from '../stats-windows';
import { usePageHead } from '@/lib/page-head';
import { invitesHead } from '../player-head';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function VegasInvites() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const today = leagueToday();
  const playerID = Math.max(0, Math.trunc(toNumberParam(params['playerID'])));
  const year = inviteYearFrom(toNumberParam(params['year']), today);
  const month = inviteMonthOf(params['month']);
  const bonuses = useBonuses(playerID, inviteWindow(year, month));
  const rows = bonuses.data?.rows ?? [];
  const pickedName = (location.state as { playerName?: string } | null)?.playerName;
  const playerName = rows[0]?.playerName ?? pickedName ?? `Player ${playerID}`;
  // Issue 31: the invite year (and month) shown, with its leaders or the one player's total.
  const period =
    month > 0 ? `${MONTH_NAMES[month - 1]} ${calendarYearOf(year, month)}` : `${year} (Jun ${year - 1} - May ${year})`;
  usePageHead(
    invitesHead(period, bonuses.data?.rows, playerID > 0 ? (rows[0]?.playerName ?? pickedName ?? null) : null),
  );

  const go = (next: { playerID?: number; year?: number; month?: number }, state?: { playerName: string }) =>
    void navigate(invitesPath({ playerID, year, month, ...next }, search), {
      replace: next.playerID === undefined,
      state,
    });

  return (
    <Stack gap="md">
      <PageHeading mb={0} />
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="sm"
        verticalSpacing="xs"
        component="section"
        aria-label="Filters"
      >
        <NativeSelect
          size="md"
          label="Year"
          name="year"
          value={String(year)}
          data={inviteYearChoices(today).map((choice) => ({
            value: String(choice),
            label: `${choice} (Jun ${choice - 1} - May ${choice})`,
          }))}
          onChange={(event) => go({ year: Number(event.currentTarget.value) })}
        />
        <NativeSelect
          size="md"
          label="Month"
          name="month"
          value={String(month)}
          data={[
            { value: '0', label: 'All' },
            ...INVITE_MONTHS.map((m) => ({
              value: String(m),
              label: `${MONTH_NAMES[m - 1]} ${calendarYearOf(year, m)}`,
            })),
          ]}
          onChange={(event) => go({ month: Number(event.currentTarget.value) })}
        />
        <PlayerPicker
          label="Show one player"
          name="player"
          placeholder="Name or player number"
          withIcon
          onPick={(player) => go({ playerID: player.playerID }, { playerName: player.title })}
        />
      </SimpleGrid>
      <InvitesRules year={year} />
      {playerID === 0 ? (
        <>
          <Title order={2} size="h3">
            Everyone invited
          </Title>
          <DataTable
            label="Vegas Invites"
            query={bonuses}
            columns={everyoneColumns(year, month)}
            idAccessor="playerID"
            emptyText="No invites earned in this period yet."
            onRowClick={(row) => go({ playerID: row.playerID }, { playerName: row.playerName })}
          />
        </>
      ) : (
        <>
          <Group justify="space-between" align="center">
            <div>
              <Title order={2} size="h3" data-testid="invites-player">
                {playerName}
              </Title>
              {rows[0] && (
                <Anchor component={Link} to={href('playerDashboard', { playerNumber: rows[0].playerNumber })} size="sm">
                  Player #{rows[0].playerNumber}: dashboard
                </Anchor>
              )}
            </div>
            <Button
              component={Link}
              to={invitesPath({ playerID: 0, year, month }, search)}
              variant="default"
              leftSection={<IconUsers size={16} aria-hidden />}
            >
              Everyone
            </Button>
          </Group>
          <DataTable
            label="Player invites"
            query={bonuses}
            columns={AWARD_COLUMNS}
            idAccessor={awardKey}
            emptyText={`${playerName} has no invites in this period yet.`}
          />
        </>
      )}
      <Overview
        rows={rows}
        everyone={playerID === 0}
        state={bonuses.isPending ? 'loading' : bonuses.isError ? 'failed' : 'ready'}
      />
    </Stack>
  );
}

const awardKey = (row: BonusRow): string =>
  `${row.eventName ?? ''}|${row.eventAt ?? ''}|${row.gameID ?? 0}|${row.venueID ?? 0}`;

const everyoneColumns = (year: number, month: number): DataTableColumn<BonusRow>[] => [
  { accessor: 'playerNumber', title: 'Player #', visibleMediaQuery: PHONE_HIDDEN },
  {
    accessor: 'playerName',
    title: 'Name',
    render: (row) => (
      <Anchor
        component={Link}
        to={invitesPath({ playerID: row.playerID, year, month })}
        size="sm"
        onClick={(event) => event.stopPropagation()}
      >
        {row.playerName}
      </Anchor>
    ),
  },
  { accessor: 'monthlyBonus', title: 'Monthly', textAlign: 'right', visibleMediaQuery: PHONE_HIDDEN },
  { accessor: 'quarterlyBonus', title: 'Quarterly', textAlign: 'right', visibleMediaQuery: PHONE_HIDDEN },
  { accessor: 'annualBonus', title: 'Annual', textAlign: 'right', visibleMediaQuery: PHONE_HIDDEN },
  { accessor: 'hostingBonus', title: 'Hosting', textAlign: 'right', visibleMediaQuery: PHONE_HIDDEN },
  { accessor: 'totalBonus', title: 'Total', textAlign: 'right' },
];

const AWARD_COLUMNS: DataTableColumn<BonusRow>[] = [
  {
    accessor: 'eventName',
    title: 'Event',
    render: (row) => {
      const to = inviteLinkOf(row);
      const text = row.eventName ?? row.gameName ?? 'Invite';
      return to ? (
        <Anchor component={Link} to={to} size="sm" data-testid="award-link">
          {text}
        </Anchor>
      ) : (
        text
      );
    },
  },
  {
    accessor: 'eventAt',
    title: 'Date',
    noWrap: true,
    render: (row) => (row.eventAt ? gameDay(row.eventAt, gameZone(null) /* awards are cut in the league zone */) : ''),
  },
  { accessor: 'totalBonus', title: 'Total', textAlign: 'right' },
];

/** The totals of what is listed: everyone's, or the one player's by kind. */
function Overview({
  rows,
  everyone,
  state,
}: {
  readonly rows: readonly BonusRow[];
  readonly everyone: boolean;
  readonly state: 'loading' | 'ready' | 'failed';
}) {
  const totals = inviteTotalsOf(rows);
  const figures = [
    ...(everyone ? [{ label: 'Players invited', value: rows.length }] : []),
    { label: 'Monthly', value: totals.monthlyBonus },
    { label: 'Quarterly', value: totals.quarterlyBonus },
    { label: 'Annual', value: totals.annualBonus },
    { label: 'Hosting', value: totals.hostingBonus },
    { label: 'Total invites', value: totals.totalBonus },
  ];
  return (
    <section aria-label="Overview">
      <Title order={2} size="h3" mb="xs">
        Overview
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 3, md: figures.length }} spacing="xs">
        {figures.map((figure) => (
          <Paper
            key={figure.label}
            withBorder
            radius="md"
            p="sm"
            data-testid={`overview-${figure.label.toLowerCase().replaceAll(' ', '-')}`}
          >
            <Text size="sm" c="dimmed">
              {figure.label}
            </Text>
            <Text fz={24} fw={700}>
              {state === 'ready' ? figure.value : state === 'loading' ? '...' : '-'}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}

/** SPEC §9: how invites are earned, and Vegas week. */
function InvitesRules({ year }: { readonly year: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text mb="xs">
        Vegas Invites earn a seat at the league&apos;s national championship in Las Vegas. The invite year for Vegas{' '}
        {year} runs from June 1, {year - 1} to May 31, {year}.
      </Text>
      <List spacing={4} size="sm" mb="xs">
        <List.Item>
          <strong>Monthly:</strong> the top point earner at each venue each month gets 1 invite (hosts are exempt).
        </List.Item>
        <List.Item>
          <strong>Quarterly:</strong> the quarterly tournament&apos;s final table: 1st gets 3, 2nd gets 2, 3rd to 8th
          get 1.
        </List.Item>
        <List.Item>
          <strong>Annual:</strong> 1 invite for each appearance on the championship trophy.
        </List.Item>
        <List.Item>
          <strong>Hosting:</strong> hosts earn up to 4 invites a year (June 1 to May 31), one for each three months they
          host.
        </List.Item>
      </List>
      <Text size="sm">
        Vegas week is June 16 to 22, {year}. Register at least 48 hours before. The Poker Tour host charges $10 per
        person, posted the Friday before Vegas week. Prizes: your name on the trophy and two tickets to five football
        games.
      </Text>
    </Paper>
  );
}
