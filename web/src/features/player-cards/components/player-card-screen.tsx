import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconIdBadge2 } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { mayRequestCard } from '@league/modules/players/domain/card-request.fields.js';
import { PageHeading } from '@/components/ui/page-heading';
import { href } from '@/config/paths';
import { SITE_NAME, SITE_URL } from '@/config/site';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { namedHead, usePageHead } from '@/lib/page-head';
import { useCardHolder } from '../api/player-cards';
import { cardPng, type CardFacts } from '../card-drawing';
import {
  CARD_DESIGNS,
  cardFileName,
  cardLink,
  cardNumberOf,
  PLEASE_WAIT,
  SAMPLE_NAME,
  SAMPLE_NUMBER,
  UNKNOWN_PLAYER,
  type CardDesign,
} from '../card-facts';
import { CardImage } from './card-image';

/** Saves the card as drawn at full size (never a screenshot of the page). */
async function download(design: CardDesign, facts: CardFacts): Promise<void> {
  const url = URL.createObjectURL(await cardPng(design, facts));
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = cardFileName(facts.number, design);
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/**
 * Player Card (product §2): /players/card/{number?}. "Please Wait...", then the player's
 * name, "Unknown Player", or the server's message (§8); no number shows the sample card.
 * Both designs, each with Download (PNG) and, where the request can pass, Request Player Card.
 */
export function PlayerCardScreen() {
  const routeNumber = cardNumberOf(useParams()['number']);
  const holder = useCardHolder(routeNumber);
  const [failure, setFailure] = useState<string | null>(null);

  const number = routeNumber === null ? SAMPLE_NUMBER : (holder.data?.playerNumber ?? routeNumber);
  const name =
    routeNumber === null
      ? SAMPLE_NAME
      : holder.isPending
        ? PLEASE_WAIT
        : holder.isError
          ? errorMessage(holder.error)
          : (holder.data?.name ?? UNKNOWN_PLAYER);
  const ready = routeNumber === null || holder.isSuccess;
  // Issue 31: the holder's name (public: the card shows it); an unknown number is not for search engines.
  usePageHead(
    holder.data
      ? namedHead(
          `${holder.data.name}: Player Card`,
          `The ${SITE_NAME} player card of ${holder.data.name}, player #${holder.data.playerNumber}: download it for a phone, or request a printed one.`,
          {
            path: href('playerCard', { number: holder.data.playerNumber }),
          },
        )
      : holder.isSuccess || holder.isError
        ? namedHead(name, 'No player has this number.', { noindex: true, missing: true })
        : null,
  );
  const facts: CardFacts = {
    name: ready ? name : PLEASE_WAIT,
    number,
    link: cardLink(SITE_URL, number),
    siteName: SITE_NAME,
  };
  const requestTo = href('cardRequest', { number: routeNumber === null ? undefined : String(number) });
  // Offered only where the request can pass (the server's rule): a visitor logs in first (the
  // card may be theirs); a player for their own card; assistants and up for anyone's.
  const { user } = useAuth();
  const own =
    routeNumber === null ||
    (holder.data
      ? holder.data.playerID === user?.playerID || holder.data.playerNumber === cardNumberOf(user?.playerNumber)
      : false);
  const offersRequest = !user || mayRequestCard(user.userType, own);

  return (
    <Stack gap="lg">
      <PageHeading mb={0} />
      <div>
        <Title order={2} size="h3" data-testid="card-name" aria-live="polite">
          {name}
        </Title>
        <Text c="dimmed">Player Number {number}</Text>
      </div>
      {failure && (
        <Alert color="red" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {CARD_DESIGNS.map(({ design, label, hint }) => (
        <Paper
          key={design}
          withBorder
          p="md"
          radius="md"
          component="section"
          aria-label={label}
          data-testid={`card-${design}`}
        >
          <Stack gap="sm">
            <div>
              <Title order={2} size="h4">
                {label}
              </Title>
              <Text size="sm" c="dimmed">
                {hint}
              </Text>
            </div>
            <CardImage
              design={design}
              facts={facts}
              label={`Player card, ${label.toLowerCase()}: ${facts.name}, ${number}`}
            />
            <Group gap="sm">
              <Button
                leftSection={<IconDownload size={18} aria-hidden />}
                disabled={!ready}
                onClick={() => download(design, facts).catch((error: unknown) => setFailure(errorMessage(error)))}
                data-testid={`card-download-${design}`}
              >
                Download (PNG)
              </Button>
              {offersRequest && (
                <Button
                  component={Link}
                  to={requestTo}
                  variant="light"
                  leftSection={<IconIdBadge2 size={18} aria-hidden />}
                  data-testid={`card-request-${design}`}
                >
                  Request Player Card
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      ))}
      <Text size="sm" c="dimmed">
        The QR code opens{' '}
        <Anchor component={Link} to={href('playerDashboard', { playerNumber: String(number) })}>
          {cardLink(SITE_URL, number)}
        </Anchor>
        , the player&apos;s dashboard; hosts scan it at check-in.
      </Text>
      {!offersRequest && (
        <Text size="sm" c="dimmed" data-testid="card-request-own-only">
          A printed card can be requested by its player or by the league&apos;s staff.{' '}
          <Anchor component={Link} to={href('cardRequest', {})}>
            Request your own card
          </Anchor>
          .
        </Text>
      )}
    </Stack>
  );
}
