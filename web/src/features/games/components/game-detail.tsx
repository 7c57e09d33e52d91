import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconDeviceTv,
  IconEdit,
  IconInfoCircle,
  IconListNumbers,
  IconMapPin,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { HISTORY_READ_LEVEL } from '@league/modules/games/domain/game-history.js';
import { gameLabel } from '@league/modules/games/domain/game-title.js';
import { webAddressOrNothing } from '@league/shared/domain/plain-text.js';
import { href } from '@/config/paths';
import { ApiError, errorMessage, failureText } from '@/lib/api-client';
import { isAtLeastLevel, useAuth } from '@/lib/auth';
import { useNow } from '@/lib/clock';
import { namedHead, PAGE_TITLE_ID, usePageHead } from '@/lib/page-head';
import { useGame, useGamePoints, type GameRow } from '../api/games';
import { gameButtons, gameStatusMessage, showsPoints } from '../game-status';
import { gameAddress, gameHead } from '../game-head';
import { gameDateText, gameTimeText } from '../game-time';
import { useLiveGame } from '../hooks/use-live-game';
import { GamePointsTable } from './game-points-table';

/** Staff's history table (mantine-datatable and all): loaded only for a viewer who may read it. */
const LazyGameHistory = lazy(() => import('./game-history'));

function StaffGameHistory({ gameID, zone }: { readonly gameID: number; readonly zone: string | null }) {
  const auth = useAuth();
  return (
    <Suspense fallback={null}>
      {isAtLeastLevel(auth.user, HISTORY_READ_LEVEL) && <LazyGameHistory gameID={gameID} zone={zone} />}
    </Suspense>
  );
}

/**
 * How many played: the stored total is written when the game ends (and may be typed for
 * an old game without records), so until then the count is the records the points table
 * lists, read with it (issue 30: "0 players" above a table of 16).
 */
const playersOf = (game: GameRow, records: number | undefined): number =>
  game.endedAt === null && records !== undefined ? records : game.totalPlayers;

/**
 * Game Detail (product §2.11): the game's title (with its markers), venue, time in
 * the venue's zone, address, host, players, status line, notice, the points table
 * and the buttons the viewer may use. It follows the game live: a `refreshGame`
 * from the server reads the game and its points again.
 */
export function GameDetail({ gameID }: { readonly gameID: number }) {
  const game = useGame(gameID);
  // Asked beside the game, not once it arrives (GameFacts shows them): one round trip fewer on a
  // phone's way to a game, and one render pass fewer when the server draws the page.
  useGamePoints(gameID);
  useLiveGame(gameID);

  // Product §8.1: a failure shows in the game title; "Game not found" as the server words it.
  const title = game.data
    ? gameLabel(game.data)
    : game.isError
      ? game.error instanceof ApiError && game.error.status === 404
        ? errorMessage(game.error)
        : failureText('Error getting game', game.error, [400, 404])
      : gameID > 0
        ? 'Loading...'
        : 'Game not found';
  // Issue 31: the game's own head from the same read; a missing game is not for search engines. Loading: the route's.
  usePageHead(
    game.data
      ? gameHead(game.data)
      : game.isError
        ? namedHead(title, 'There is no such game.', { noindex: true })
        : null,
  );

  return (
    <Stack gap="lg">
      <Title order={1} size="h2" id={PAGE_TITLE_ID} data-testid="game-title">
        {title}
      </Title>
      {game.data && <GameFacts game={game.data} />}
    </Stack>
  );
}

function GameFacts({ game }: { readonly game: GameRow }) {
  const auth = useAuth();
  const today = useNow(60_000);
  const status = gameStatusMessage(game, today);
  const buttons = gameButtons(game, { userType: auth.user?.userType ?? null, hostMode: auth.hostMode });
  const address = gameAddress(game);
  // Only an http(s) address becomes a link, whatever is stored (a row saved before the check).
  const mapURL = webAddressOrNothing(game.venueMapURL);
  const zone = game.venueTimeZone;
  const players = playersOf(game, useGamePoints(game.gameID).data?.rows.length);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap={6}>
          <Text fw={600} size="lg" data-testid="game-venue" style={{ overflowWrap: 'anywhere' }}>
            {game.venueName}
          </Text>
          <Text data-testid="game-time">
            {gameDateText(game.gameAt, zone)} · {gameTimeText(game.gameAt, zone)}
          </Text>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            {mapURL ? (
              <Anchor href={mapURL} target="_blank" rel="noopener noreferrer" data-testid="game-address">
                {address || 'Map'}
              </Anchor>
            ) : (
              <Text data-testid="game-address">{address || 'No address on file'}</Text>
            )}
          </Group>
          {game.hostName ? (
            <Text>
              Hosted by{' '}
              {game.hostNumber ? (
                <Anchor
                  component={Link}
                  to={href('playerDashboard', { playerNumber: game.hostNumber })}
                  data-testid="game-host"
                >
                  {game.hostName}
                </Anchor>
              ) : (
                <span data-testid="game-host">{game.hostName}</span>
              )}
            </Text>
          ) : (
            <Text data-testid="game-host">No host yet</Text>
          )}
          <Text data-testid="game-players">
            {players} {players === 1 ? 'player' : 'players'}
          </Text>
        </Stack>
      </Paper>

      {status && (
        <Alert
          color={game.canceled ? 'red' : 'yellow'}
          icon={<IconAlertTriangle aria-hidden />}
          data-testid="game-status"
          role="status"
        >
          {status}
        </Alert>
      )}
      {game.notice && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} data-testid="game-notice">
          {game.notice}
        </Alert>
      )}

      {(buttons.manageGame || buttons.managePoints || buttons.monitorGame) && (
        <Group gap="sm">
          {buttons.manageGame && (
            <Button component={Link} to={buttons.manageGame} size="md" leftSection={<IconEdit size={18} aria-hidden />}>
              Manage Game
            </Button>
          )}
          {buttons.managePoints && (
            <Button
              component={Link}
              to={buttons.managePoints}
              size="md"
              variant="light"
              leftSection={<IconListNumbers size={18} aria-hidden />}
            >
              Manage Points
            </Button>
          )}
          {buttons.monitorGame && (
            <Button
              component="a"
              href={buttons.monitorGame}
              target="_blank"
              rel="noopener"
              size="md"
              variant="default"
              leftSection={<IconDeviceTv size={18} aria-hidden />}
            >
              Monitor Game
            </Button>
          )}
        </Group>
      )}

      <Stack gap="xs">
        <Title order={2} size="h3">
          {showsPoints(game.eventType) ? 'Points' : 'Places'}
        </Title>
        <GamePointsTable gameID={game.gameID} eventType={game.eventType} canceled={game.canceled} />
      </Stack>

      <StaffGameHistory gameID={game.gameID} zone={zone} />
    </Stack>
  );
}
