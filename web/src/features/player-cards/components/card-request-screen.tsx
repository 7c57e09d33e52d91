import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import {
  DELIVERY_INSTRUCTIONS_MAX,
  mayRequestCard,
  PLAYER_CARD_REQUEST,
} from '@league/modules/players/domain/card-request.fields.js';
import { href } from '@/config/paths';
import { FormHeading } from '@/components/ui/form-status';
import { PageHeading } from '@/components/ui/page-heading';
import { failureText } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useRequestCard } from '../api/player-cards';
import { cardNumberOf } from '../card-facts';

/** Product §5 and §8: the form's own words. */
export const CARD_REQUEST_MESSAGES = {
  missingNumber: 'Missing player number',
  missingInstructions: 'Missing delivery instructions',
  submitted: 'Request submitted',
  failed: 'Unable to request card',
} as const;

/**
 * Card Request (product §2): /players/card/request/{number?}, for a logged-in player (a
 * visitor logs in first and comes back). The number is the route's, else the user's own;
 * it is read-only. A refused input is shown in the server's words (400: Missing ...);
 * anything else as "Unable to request card (...)".
 */
export function CardRequestScreen() {
  const { user } = useAuth();
  const number = cardNumberOf(useParams()['number']) ?? cardNumberOf(user?.playerNumber);
  const [instructions, setInstructions] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const request = useRequestCard();
  // Said up front rather than after the form is filled in: a player asks for their own card only.
  const ownNumber = cardNumberOf(user?.playerNumber);
  const notTheirs = user !== null && number !== null && number !== ownNumber && !mayRequestCard(user.userType, false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.reset();
    if (number === null) return setRefusal(CARD_REQUEST_MESSAGES.missingNumber);
    if (instructions.trim() === '') return setRefusal(CARD_REQUEST_MESSAGES.missingInstructions);
    setRefusal(null);
    request.mutate({ type: PLAYER_CARD_REQUEST, playerNumber: number, instructions: instructions.trim() });
  };

  if (notTheirs) {
    return (
      <Stack gap="md" maw={560}>
        <PageHeading mb={0} />
        <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="card-request-not-own">
          You can request a printed card only for your own player number; the league&apos;s staff request cards for
          others.{' '}
          {ownNumber !== null && (
            <Anchor component={Link} to={href('cardRequest', { number: String(ownNumber) })}>
              Request your own card ({ownNumber})
            </Anchor>
          )}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={560}>
      <PageHeading mb={0} />
      <Paper withBorder p="md" radius="md">
        <form onSubmit={onSubmit} noValidate aria-label="Card request">
          <Stack gap="md">
            <FormHeading
              busy={request.isPending && 'Sending...'}
              error={refusal ?? (request.isError && failureText(CARD_REQUEST_MESSAGES.failed, request.error, [400]))}
              success={request.isSuccess && (request.data.message || CARD_REQUEST_MESSAGES.submitted)}
            >
              Ask for a printed player card.
            </FormHeading>
            <Text size="sm" c="dimmed">
              The league&apos;s staff get your request by email and hand the card over as you say.
            </Text>
            <TextInput
              label="Player Number"
              name="playerNumber"
              value={number === null ? '' : String(number)}
              readOnly
              data-testid="card-request-number"
            />
            <Textarea
              label="Delivery Instructions"
              name="instructions"
              description={`Where and how to hand the card over (${instructions.length}/${DELIVERY_INSTRUCTIONS_MAX})`}
              value={instructions}
              maxLength={DELIVERY_INSTRUCTIONS_MAX}
              autosize
              minRows={3}
              required
              error={refusal === CARD_REQUEST_MESSAGES.missingInstructions ? refusal : undefined}
              onChange={(event) => setInstructions(event.currentTarget.value.slice(0, DELIVERY_INSTRUCTIONS_MAX))}
            />
            <Button type="submit" loading={request.isPending} leftSection={<IconSend size={18} aria-hidden />}>
              Submit Request
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
