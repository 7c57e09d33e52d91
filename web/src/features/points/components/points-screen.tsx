import { Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Divider, Grid, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery, useViewportSize } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconFlag, IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { isPracticeGame } from '@league/modules/games/domain/counted-games.js';
import { collectMessage } from '@league/modules/points/domain/check-in.js';
import { chipsOfRecorded, describeBuys, type BuySelection } from '@league/modules/points/domain/quarterly-buy-in.js';
import { assertGameOpenForChanges } from '@league/modules/points/domain/game-lock.js';
import { SelectPlayerFirstError } from '@league/modules/points/domain/points.errors.js';
import { UserType } from '@league/shared/domain/user-type.js';
import { ordinal } from '@league/shared/domain/ordinal.js';
import { useHostList } from '@/catalog';
import { href } from '@/config/paths';
import { GameClockControls } from '@/features/games';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { now } from '@/lib/clock';
import { useWatchGame } from '@/lib/socket';
import {
  pointKeys,
  useGame,
  useGamePoints,
  useVenueRegulars,
  type GamePointRow,
  type GameRow,
  type PlayerSearchRow,
  type PointWriteAnswer,
  type WelcomeMessage,
} from '../api/points';
import { playErrorSound } from '../error-sound';
import { endButtonLabel, gameKind } from '../game-kind';
import { usePointWrites, type CheckInNote, type PointWrites } from '../hooks/use-point-writes';
import { aboutPlayer, aboutWrite, cardLabel, namesByNumber } from '../player-answers';
import { QUICK_ANSWER_MS } from '../waiting-check-ins';
import { SCAN_REPEAT_DELAY_MS, ScanGate, scanCode } from '../scan-gate';
import { GameHeader } from './game-header';
import { PlayerCheckIn } from './player-check-in';
import { PointsTable } from './points-table';
import { QuarterlyControls, type BuysAllowed } from './quarterly-controls';
import { WelcomePanel } from './welcome-panel';
import { WriteStatus, type ScreenMessage } from './write-status';

/**
 * Product §2: the table scrolls within the window height minus 400 px, on a laptop. On a
 * phone the page scrolls instead (docs/decisions/0127-issue-30-the-points-screen-on-bar-wi-fi-queue-store.md):
 * a box scrolling inside a scrolling page traps the thumb.
 */
const TABLE_HEIGHT_ALLOWANCE = 400;
const MIN_TABLE_HEIGHT = 300;
const SCROLL_BOX_FROM = '(min-width: 48em)';

/** The end dialog's confirm button answers only after this: a double tap on the end button cannot end the game. */
const CONFIRM_ARMS_AFTER_MS = 700;

/** A notification in view wherever the host has scrolled (the status line above the table is not, on a phone). */
function announce(kind: 'success' | 'error', text: string): void {
  notifications.show({
    color: kind === 'success' ? 'green' : 'red',
    message: text,
    autoClose: kind === 'success' ? 4_000 : 8_000,
    withBorder: true,
  });
}

/** SPEC's words for a check-in or remove with nobody chosen (the server answers the same). */
const SELECT_PLAYER_FIRST = new SelectPlayerFirstError().message;

/** Focus is in something the user types or chooses in: a scanner's keys belong there. */
const isEditable = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    !!target.closest('[role="dialog"]'));

/**
 * Manage Points (product §2, §4 "Points screen rules"): check players in by picker or
 * scanner, set places (or a satellite's points, or a quarterly player's buys), end
 * the game. The server decides every rule; the screen shows its answers. Writes
 * survive bad Wi-Fi (hooks/use-point-writes.ts). It follows the game live, so a
 * second host's changes show here too.
 */
export function PointsScreen({ gameID }: { readonly gameID: number }) {
  const game = useGame(gameID);
  useWatchGame(gameID, [pointKeys.game(gameID), pointKeys.gameLists()]);

  if (!game.data) {
    const text = game.isError
      ? game.error instanceof ApiError && game.error.status === 404
        ? errorMessage(game.error)
        : `Error getting game (${errorMessage(game.error)})`
      : 'Loading...';
    return (
      <Title order={1} size="h2" data-testid="points-title">
        {gameID > 0 ? text : 'Game not found'}
      </Title>
    );
  }
  return <ManagePoints game={game.data} />;
}

function ManagePoints({ game }: { readonly game: GameRow }) {
  const { gameID } = game;
  const auth = useAuth();
  const user = auth.user!;
  const navigate = useNavigate();
  const points = useGamePoints(gameID);
  const writes = usePointWrites(gameID);
  const kind = gameKind(game.eventType);
  const { height: viewportHeight } = useViewportSize();
  const scrollBox = useMediaQuery(SCROLL_BOX_FROM);
  const regulars = useVenueRegulars(game.venueID ?? 0);

  const canChooseHost = auth.isAtLeast(UserType.Manager);
  const hosts = useHostList(canChooseHost);
  const [actingHostID, setActingHostID] = useState(() => (canChooseHost && game.hostID ? game.hostID : user.playerID));
  const self = { playerID: user.playerID, title: user.title || `${user.firstName} ${user.lastName}` };
  const hostChoices = canChooseHost
    ? withChoice(
        hosts.data?.rows ?? [],
        actingHostID === self.playerID
          ? self
          : { playerID: actingHostID, title: game.hostName ?? `Player ${actingHostID}` },
      )
    : [self];

  const [picked, setPicked] = useState<PlayerSearchRow | null>(null);
  const [pickerRound, setPickerRound] = useState(0);
  const [selectedPointID, setSelectedPointID] = useState<number | null>(null);
  const [lastWelcome, setLastWelcome] = useState<{ pointID: number; welcome: WelcomeMessage } | null>(null);
  const [message, setMessage] = useState<ScreenMessage | null>(null);
  const [allowed, setAllowed] = useState<BuysAllowed>({ rebuys: false, addOns: false });
  const [removing, setRemoving] = useState<GamePointRow | null>(null);
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const [endArmed, setEndArmed] = useState(false);
  const scanGate = useRef(new ScanGate());
  const scanInput = useRef<HTMLInputElement>(null);

  const rows = points.data?.rows ?? [];
  // Who a scanned card is, with no network: this game's rows, then the venue's regulars (kept across reloads).
  const names = namesByNumber(rows, regulars.data?.rows);
  const selectedRow = rows.find((row) => row.pointID === selectedPointID) ?? null;
  // The server's lock rule, so a screen that cannot change anything says why up front.
  const lockedBecause = lockOf(game, user.userType);
  const locked = lockedBecause !== null;

  // A laptop with a USB scanner: the scan field has the focus from the start, and keys
  // typed while nothing editable has it (after a click in the table) go there too.
  useEffect(() => {
    if (window.matchMedia?.('(pointer: fine)').matches) scanInput.current?.focus();
    const toScanField = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1 || isEditable(event.target)) return;
      scanInput.current?.focus();
    };
    document.addEventListener('keydown', toScanField, true);
    return () => document.removeEventListener('keydown', toScanField, true);
  }, []);

  const show = (kindOf: ScreenMessage['kind'], text: string) => setMessage({ kind: kindOf, text });

  // Gone offline: a message from before (a refusal in red, say) is no longer the news.
  const wasOffline = useRef(writes.state.offline);
  useEffect(() => {
    if (writes.state.offline && !wasOffline.current) setMessage(null);
    wasOffline.current = writes.state.offline;
  }, [writes.state.offline]);

  /**
   * Sends a write; its answer (or refusal) goes to the status line, and a check-in's, an
   * ending's and every refusal also to a notification naming the player. Network failures
   * never reach here: the queue retries them.
   */
  const run = async (
    write: Parameters<PointWrites['send']>[0],
    note?: CheckInNote & { name: string | null },
    onAnswer?: (answer: PointWriteAnswer) => void,
    onRefused?: () => void,
  ) => {
    const sentAt = Date.now();
    const loud = write.kind === 'checkIn' || write.kind === 'end';
    try {
      const answer = await writes.send(write, note);
      const name =
        write.kind === 'checkIn' ? (answer.welcome?.playerName ?? answer.points[0]?.playerName ?? note?.name) : null;
      const text = aboutPlayer(name, answer.message);
      show('success', text);
      // One that waited for the network is told by its row's "Sent" and "5 waiting changes sent", not a notification each.
      if (write.kind === 'end' || (loud && Date.now() - sentAt < QUICK_ANSWER_MS)) announce('success', text);
      onAnswer?.(answer);
    } catch (error) {
      const text = aboutWrite(note, errorMessage(error));
      show('error', text);
      announce('error', text);
      onRefused?.();
    }
  };

  /** A second check-in of a player whose first still waits for the network: caught here, the server never sees it. */
  const alreadyWaiting = (code: string): boolean => {
    const waitingOne = writes.waitingFor(code);
    if (!waitingOne) return false;
    const text = `${waitingOne.label} is already waiting to be checked in`;
    show('status', text);
    announce('error', text);
    return true;
  };

  const welcomed = (answer: PointWriteAnswer) => {
    const row = answer.points[0];
    if (!row) return;
    setSelectedPointID(row.pointID);
    if (answer.welcome) setLastWelcome({ pointID: row.pointID, welcome: answer.welcome });
  };

  const buysAllowed = kind.quarterly
    ? { rebuysAllowed: allowed.rebuys, addOnsAllowed: allowed.rebuys && allowed.addOns }
    : {};

  const checkIn = () => {
    const madeAt = Date.now();
    if (!picked) return show('error', SELECT_PLAYER_FIRST);
    const code = String(picked.playerNumber);
    if (alreadyWaiting(code)) return;
    const note = { label: picked.title, code, name: picked.title };
    void run(
      {
        kind: 'checkIn',
        body: {
          gameID,
          playerID: picked.playerID,
          hostID: actingHostID,
          ...buysAllowed,
          scannedAt: new Date(madeAt).toISOString(),
        },
      },
      note,
      (answer) => {
        welcomed(answer);
        // Ready for the next arrival: a second press must not check the same player in again (a satellite would score it).
        setPicked(null);
        setPickerRound((round) => round + 1);
      },
    );
  };

  const scan = (text: string) => {
    // The arrival time is the scan's (sent as scannedAt, the same on every try).
    const madeAt = Date.now();
    scanInput.current?.focus();
    const code = scanCode(text);
    if (alreadyWaiting(code)) return;
    if (!scanGate.current.accept(text, madeAt))
      return show('status', `${code} was scanned less than ${SCAN_REPEAT_DELAY_MS / 1000} seconds ago: ignored`);
    const name = names.get(code) ?? null;
    const note = { label: name ?? cardLabel(code), code, name };
    void run(
      {
        kind: 'checkIn',
        body: { gameID, scan: text, hostID: actingHostID, ...buysAllowed, scannedAt: new Date(madeAt).toISOString() },
      },
      note,
      welcomed,
      () => {
        scanGate.current.forget(text);
        playErrorSound();
      },
    );
  };

  const askRemove = () => {
    const row = selectedRow ?? rows.find((candidate) => candidate.playerID === picked?.playerID) ?? null;
    if (!row) return show('error', SELECT_PLAYER_FIRST);
    setRemoving(row);
  };

  const remove = (row: GamePointRow) => {
    setRemoving(null);
    if (selectedPointID === row.pointID) setSelectedPointID(null);
    void run({ kind: 'remove', body: { pointID: row.pointID } });
  };

  const setPlace = (row: GamePointRow, place: number) => {
    setSelectedPointID(row.pointID);
    void run({ kind: 'place', body: { pointID: row.pointID, place, hostID: actingHostID } });
  };

  const setPoints = (row: GamePointRow, value: number) => {
    void run({ kind: 'points', body: { pointID: row.pointID, points: value, hostID: actingHostID } });
  };

  const updateBuys = (row: GamePointRow | null, selection: BuySelection) => {
    if (!row) return show('error', SELECT_PLAYER_FIRST);
    void run({ kind: 'buys', body: { pointID: row.pointID, ...selection, hostID: actingHostID } });
  };

  const placesNow = () => rows.map((row) => ({ row, place: writes.pending.get(row.pointID)?.place ?? row.place }));

  const askEnd = () => {
    setEndArmed(false);
    setConfirmingEnd(true);
  };
  useEffect(() => {
    if (!confirmingEnd) return;
    const timer = setTimeout(() => setEndArmed(true), CONFIRM_ARMS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [confirmingEnd]);

  const endGame = () => {
    setConfirmingEnd(false);
    const places = placesNow().map(({ row, place }) => ({ pointID: row.pointID, place }));
    void run({ kind: 'end', body: { gameID, places, hostID: actingHostID } });
  };
  const placedNow = placesNow()
    .filter(({ place }) => place > 0)
    .sort((a, b) => a.place - b.place || a.row.playerName.localeCompare(b.row.playerName));

  // The greeting: the answer's own for the player just checked in, else worked out for the selected row.
  const welcome: WelcomeMessage | null = selectedRow
    ? lastWelcome?.pointID === selectedRow.pointID
      ? lastWelcome.welcome
      : {
          gameID,
          playerName: selectedRow.playerName,
          buys: kind.quarterly
            ? describeBuys({
                buyIn: chipsOfRecorded(selectedRow.buyIn),
                reBuy: chipsOfRecorded(selectedRow.reBuy),
                addOn: chipsOfRecorded(selectedRow.addOn),
              })
            : '',
          totalPoints: selectedRow.points,
          collect: collectMessage(new Date(selectedRow.entryAt), new Date(game.gameAt), game.eventType),
        }
    : (lastWelcome?.welcome ?? null);

  const tableHeight = scrollBox
    ? Math.max(MIN_TABLE_HEIGHT, (viewportHeight || 800) - TABLE_HEIGHT_ALLOWANCE)
    : undefined;

  return (
    <Stack gap="md">
      <GameHeader
        game={game}
        players={points.data ? rows.length : game.totalPlayers}
        actingHost={{ hostID: actingHostID, choices: hostChoices, canChoose: canChooseHost, onChange: setActingHostID }}
      />
      {isPracticeGame(game) && (
        <Alert
          color="yellow"
          icon={<IconInfoCircle aria-hidden />}
          title="Practice game: results are not counted"
          data-testid="points-practice"
        >
          This game is unlisted, so its points count toward no leaderboard, stats or Vegas Invites, and players get no
          results email.
        </Alert>
      )}
      {lockedBecause && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} data-testid="points-locked">
          {lockedBecause}
        </Alert>
      )}
      {game.endedAt && !locked && (
        <Alert color="blue" data-testid="points-ended">
          {kind.satellite
            ? 'This game has ended. Changing points and ending it again corrects its total.'
            : 'This game has ended. Changing a place and ending it again corrects its points.'}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <PlayerCheckIn
              key={pickerRound}
              ref={scanInput}
              pickedID={picked?.playerID ?? 0}
              onPick={setPicked}
              onCheckIn={checkIn}
              onRemove={askRemove}
              onScan={scan}
              disabled={locked}
            />
            <WriteStatus message={message} queue={writes.state} onRetry={writes.retryNow} />
            <PointsTable
              game={game}
              query={points}
              selectedPointID={selectedPointID}
              onSelect={(row) => setSelectedPointID(row.pointID)}
              onOpen={(row) => void navigate(href('playerDashboard', { playerNumber: row.playerNumber }))}
              onPlace={setPlace}
              onPoints={setPoints}
              pending={writes.pending}
              height={tableHeight}
              disabled={locked}
              waiting={writes.checkIns}
              onDismiss={writes.dismiss}
            />
            {kind.regular && (
              <Text size="sm" c="dimmed" data-testid="early-sign-in-note">
                * Only players arriving 10 minutes before the game get early sign-in chips.
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {/* A quarterly player's season points come with the server's welcome only (the row holds this game's). */}
            <WelcomePanel
              welcome={welcome}
              showPoints={kind.satellite || (kind.quarterly && welcome === lastWelcome?.welcome)}
            />
            {kind.quarterly && (
              <QuarterlyControls
                gameAt={game.gameAt}
                allowed={allowed}
                onAllowedChange={setAllowed}
                row={selectedRow}
                onUpdate={updateBuys}
                disabled={locked}
              />
            )}
            {/* The tournament clock (issue 23): the server keeps it; the TV and the phones follow. */}
            <Suspense fallback={null}>
              <GameClockControls gameID={game.gameID} />
            </Suspense>
          </Stack>
        </Grid.Col>
      </Grid>
      {/* Well apart from the clock's Next level above it: ending is the one step a stray tap must not take. */}
      <Divider mt="xl" label="When the game is over" labelPosition="center" />
      <Group justify="flex-end" mt="md">
        <Button
          size="lg"
          color="red"
          leftSection={<IconFlag size={20} aria-hidden />}
          onClick={askEnd}
          disabled={locked || !auth.isAtLeast(UserType.Host)}
          data-testid="end-game"
          w={{ base: '100%', sm: 'auto' }}
        >
          {endButtonLabel(game.eventType)}
        </Button>
      </Group>
      <Modal
        opened={confirmingEnd}
        onClose={() => setConfirmingEnd(false)}
        title={`${endButtonLabel(game.eventType)}?`}
        centered
        data-testid="end-dialog"
      >
        <Text fw={600} mb="xs" data-testid="end-question">
          {game.endedAt
            ? `End the game again with ${rows.length} players?`
            : `End the game with ${rows.length} players?`}
        </Text>
        {!kind.satellite && placedNow.length > 0 && (
          <List size="sm" mb="xs" data-testid="end-places">
            {placedNow.map(({ row, place }) => (
              <List.Item key={row.pointID}>
                {ordinal(place)}: {row.playerName}
              </List.Item>
            ))}
          </List>
        )}
        <Text size="sm" c="dimmed" mb="lg">
          {kind.satellite ? 'The players’ points are totaled' : 'Points are calculated from the places'}
          {isPracticeGame(game) ? '.' : ', the standings are updated and the players get their results by email.'}
          {writes.state.waiting > 0
            ? ` ${writes.state.waiting === 1 ? '1 change' : `${writes.state.waiting} changes`} still waiting go out first.`
            : ''}
        </Text>
        {/* Confirm on the left, Cancel (with the focus) on the right under the thumb; confirm answers only after a moment. */}
        <Group justify="space-between" gap="sm">
          <Button color="red" size="md" onClick={endGame} disabled={!endArmed} data-testid="confirm-end">
            {endButtonLabel(game.eventType)}
          </Button>
          <Button variant="default" size="md" onClick={() => setConfirmingEnd(false)} data-autofocus>
            Cancel
          </Button>
        </Group>
      </Modal>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove player?" centered>
        <Text mb="lg">Remove {removing?.playerName} from this game? Their check-in time is lost.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={() => setRemoving(null)} data-autofocus>
            Cancel
          </Button>
          <Button color="red" size="md" onClick={() => removing && remove(removing)} data-testid="confirm-remove">
            Remove
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** Why this user may not change the game (canceled, or ended and past the hosts' week), or null. */
function lockOf(game: GameRow, userType: number): string | null {
  try {
    assertGameOpenForChanges(
      { canceled: game.canceled, gameAt: new Date(game.gameAt), endedAt: game.endedAt ? new Date(game.endedAt) : null },
      userType,
      now(),
    );
    return null;
  } catch (error) {
    return errorMessage(error);
  }
}

/** The host list with the acting host in it (a manager may act for a host the first page leaves out). */
function withChoice<T extends { playerID: number }>(choices: readonly T[], choice: T): T[] {
  return choices.some((host) => host.playerID === choice.playerID) ? [...choices] : [choice, ...choices];
}
