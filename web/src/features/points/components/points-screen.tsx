import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Grid, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { IconAlertTriangle, IconFlag, IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { isPracticeGame } from '@league/modules/games/domain/counted-games.js';
import { collectMessage } from '@league/modules/points/domain/check-in.js';
import type { WelcomeMessage } from '@league/modules/points/domain/point-calls.js';
import { chipsOfRecorded, describeBuys, type BuySelection } from '@league/modules/points/domain/quarterly-buy-in.js';
import { assertGameOpenForChanges } from '@league/modules/points/domain/game-lock.js';
import { SelectPlayerFirstError } from '@league/modules/points/domain/points.errors.js';
import { UserType } from '@league/shared/domain/user-type.js';
import { useHostList } from '@/catalog';
import { href } from '@/config/paths';
import { GameClockControls } from '@/features/games';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { now } from '@/lib/clock';
import { useWatchGame } from '@/lib/socket';
import { pointKeys, useGame, useGamePoints, type GamePointRow, type GameRow, type PlayerSearchRow, type PointWriteAnswer } from '../api/points';
import { playErrorSound } from '../error-sound';
import { endButtonLabel, gameKind } from '../game-kind';
import { usePointWrites, type PointWrites } from '../hooks/use-point-writes';
import { SCAN_REPEAT_DELAY_MS, ScanGate, scanCode } from '../scan-gate';
import { GameHeader } from './game-header';
import { PlayerCheckIn } from './player-check-in';
import { PointsTable } from './points-table';
import { QuarterlyControls, type BuysAllowed } from './quarterly-controls';
import { WelcomePanel } from './welcome-panel';
import { WriteStatus, type ScreenMessage } from './write-status';

/** Product §2: the table scrolls within the window height minus 400 px; a phone keeps room for a few rows. */
const TABLE_HEIGHT_ALLOWANCE = 400;
const MIN_TABLE_HEIGHT = 300;

/** SPEC's words for a check-in or remove with nobody chosen (the server answers the same). */
const SELECT_PLAYER_FIRST = new SelectPlayerFirstError().message;

/** Focus is in something the user types or chooses in: a scanner's keys belong there. */
const isEditable = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || !!target.closest('[role="dialog"]'));

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
    const text = game.isError ? (game.error instanceof ApiError && game.error.status === 404 ? errorMessage(game.error) : `Error getting game (${errorMessage(game.error)})`) : 'Loading...';
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

  const canChooseHost = auth.isAtLeast(UserType.Manager);
  const hosts = useHostList(canChooseHost);
  const [actingHostID, setActingHostID] = useState(() => (canChooseHost && game.hostID ? game.hostID : user.playerID));
  const self = { playerID: user.playerID, title: user.title || `${user.firstName} ${user.lastName}` };
  const hostChoices = canChooseHost ? withChoice(hosts.data?.rows ?? [], actingHostID === self.playerID ? self : { playerID: actingHostID, title: game.hostName ?? `Player ${actingHostID}` }) : [self];

  const [picked, setPicked] = useState<PlayerSearchRow | null>(null);
  const [pickerRound, setPickerRound] = useState(0);
  const [selectedPointID, setSelectedPointID] = useState<number | null>(null);
  const [lastWelcome, setLastWelcome] = useState<{ pointID: number; welcome: WelcomeMessage } | null>(null);
  const [message, setMessage] = useState<ScreenMessage | null>(null);
  const [allowed, setAllowed] = useState<BuysAllowed>({ rebuys: false, addOns: false });
  const [removing, setRemoving] = useState<GamePointRow | null>(null);
  const scanGate = useRef(new ScanGate());
  const scanInput = useRef<HTMLInputElement>(null);

  const rows = points.data?.rows ?? [];
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

  /** Sends a write; its answer (or refusal) goes to the status line. Network failures never reach here: the queue retries them. */
  const run = async (write: Parameters<PointWrites['send']>[0], onAnswer?: (answer: PointWriteAnswer) => void, onRefused?: () => void) => {
    try {
      const answer = await writes.send(write);
      show('success', answer.message);
      onAnswer?.(answer);
    } catch (error) {
      show('error', errorMessage(error));
      onRefused?.();
    }
  };

  const welcomed = (answer: PointWriteAnswer) => {
    const row = answer.points[0];
    if (!row) return;
    setSelectedPointID(row.pointID);
    if (answer.welcome) setLastWelcome({ pointID: row.pointID, welcome: answer.welcome });
  };

  const buysAllowed = kind.quarterly ? { rebuysAllowed: allowed.rebuys, addOnsAllowed: allowed.rebuys && allowed.addOns } : {};

  const checkIn = () => {
    if (!picked) return show('error', SELECT_PLAYER_FIRST);
    void run({ kind: 'checkIn', body: { gameID, playerID: picked.playerID, hostID: actingHostID, ...buysAllowed } }, (answer) => {
      welcomed(answer);
      // Ready for the next arrival: a second press must not check the same player in again (a satellite would score it).
      setPicked(null);
      setPickerRound((round) => round + 1);
    });
  };

  const scan = (text: string) => {
    scanInput.current?.focus();
    if (!scanGate.current.accept(text, Date.now())) return show('status', `${scanCode(text)} was scanned less than ${SCAN_REPEAT_DELAY_MS / 1000} seconds ago: ignored`);
    void run({ kind: 'checkIn', body: { gameID, scan: text, hostID: actingHostID, ...buysAllowed } }, welcomed, () => {
      scanGate.current.forget(text);
      playErrorSound();
    });
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

  const endGame = () => {
    const places = rows.map((row) => ({ pointID: row.pointID, place: writes.pending.get(row.pointID)?.place ?? row.place }));
    void run({ kind: 'end', body: { gameID, places, hostID: actingHostID } });
  };

  // The greeting: the answer's own for the player just checked in, else worked out for the selected row.
  const welcome: WelcomeMessage | null = selectedRow
    ? lastWelcome?.pointID === selectedRow.pointID
      ? lastWelcome.welcome
      : {
          gameID,
          playerName: selectedRow.playerName,
          buys: kind.quarterly ? describeBuys({ buyIn: chipsOfRecorded(selectedRow.buyIn), reBuy: chipsOfRecorded(selectedRow.reBuy), addOn: chipsOfRecorded(selectedRow.addOn) }) : '',
          totalPoints: selectedRow.points,
          collect: collectMessage(new Date(selectedRow.entryAt), new Date(game.gameAt), game.eventType),
        }
    : (lastWelcome?.welcome ?? null);

  const tableHeight = Math.max(MIN_TABLE_HEIGHT, (viewportHeight || 800) - TABLE_HEIGHT_ALLOWANCE);

  return (
    <Stack gap="md">
      <GameHeader game={game} players={points.data ? rows.length : game.totalPlayers} actingHost={{ hostID: actingHostID, choices: hostChoices, canChoose: canChooseHost, onChange: setActingHostID }} />
      {isPracticeGame(game) && (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} title="Practice game: results are not counted" data-testid="points-practice">
          This game is unlisted, so its points count toward no leaderboard, stats or Vegas Invites, and players get no results email.
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
            <WelcomePanel welcome={welcome} showPoints={kind.satellite || (kind.quarterly && welcome === lastWelcome?.welcome)} />
            {kind.quarterly && (
              <QuarterlyControls gameAt={game.gameAt} allowed={allowed} onAllowedChange={setAllowed} row={selectedRow} onUpdate={updateBuys} disabled={locked} />
            )}
            {/* The tournament clock (issue 23): the server keeps it; the TV and the phones follow. */}
            <GameClockControls gameID={game.gameID} />
          </Stack>
        </Grid.Col>
      </Grid>
      <Group justify="flex-end">
        <Button
          size="lg"
          color="red"
          leftSection={<IconFlag size={20} aria-hidden />}
          onClick={endGame}
          disabled={locked || !auth.isAtLeast(UserType.Host)}
          data-testid="end-game"
          w={{ base: '100%', sm: 'auto' }}
        >
          {endButtonLabel(game.eventType)}
        </Button>
      </Group>
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
    assertGameOpenForChanges({ canceled: game.canceled, gameAt: new Date(game.gameAt), endedAt: game.endedAt ? new Date(game.endedAt) : null }, userType, now());
    return null;
  } catch (error) {
    return errorMessage(error);
  }
}

/** The host list with the acting host in it (a manager may act for a host the first page leaves out). */
function withChoice<T extends { playerID: number }>(choices: readonly T[], choice: T): T[] {
  return choices.some((host) => host.playerID === choice.playerID) ? [...choices] : [choice, ...choices];
}
