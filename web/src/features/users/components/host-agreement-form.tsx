import { useState, type FormEvent } from 'react';
import { Anchor, Button, Checkbox, List, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconListNumbers, IconPlayCard } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { FormHeading } from '@/components/ui/form-status';
import { href } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { failureMessage } from '../messages';

/**
 * What a host promises (product §2.21). The league's rules for hosts, in full, are
 * the Host Rules page (/about/rules/host); this is the short form a host accepts
 * before each session of hosting.
 */
const TERMS: readonly { readonly heading: string; readonly items: readonly string[] }[] = [
  {
    heading: 'Fair play',
    items: [
      'I will run every game by the league’s rules, the same for every player, friends and regulars included.',
      'I will check in only players who are at the venue, record only the places they actually finished, and never enter points for myself or anyone else that were not earned at the table.',
      'I will not check in banned or suspended players, and I will settle disputes calmly or pass them to the league staff.',
    ],
  },
  {
    heading: 'Results on the night',
    items: [
      'I will enter the places and end the game on the points screen the same night, before I leave the venue.',
      'If something stops me (no network, a dead battery), I will write the results down and enter them as soon as I can, within the deadline the Host Rules set.',
      'I will correct a mistake I made as soon as I find it, and tell the league staff about any I can no longer correct myself.',
    ],
  },
  {
    heading: 'Money',
    items: [
      'League games are free to play: I will never ask a player for money.',
      'I will collect the venue’s earnings for each game I host, record the amount collected, and deposit it and record the deposit promptly.',
    ],
  },
  {
    heading: 'Players’ privacy',
    items: [
      'What I see in host mode (names, player numbers, notes, suspensions) is for running games only. I will not copy it, share it or use it for anything else.',
      'I will not leave the points screen open and unattended, and I will log out on a shared device.',
    ],
  },
  {
    heading: 'Host mode',
    items: [
      'Host mode lasts for this log-in session. The league may end it, and my hosting, if these terms are broken.',
    ],
  },
];

/**
 * The host agreement (product §2.21): the Terms and Conditions, a checkbox, and the
 * button (Manage Points with a game, Manage Events without), disabled until ticked.
 * Accepting turns host mode on for the session (POST /v1/user/agreement) and goes on to
 * the points screen or the host's own events. Admins and up are in host mode already.
 */
export function HostAgreementForm({
  gameID,
  onAccepted,
}: {
  readonly gameID: number;
  readonly onAccepted: (next: string) => void;
}) {
  const auth = useAuth();
  const [ticked, setTicked] = useState(auth.hostMode);
  const accept = useMutation({ mutationFn: () => auth.acceptHostAgreement() });
  const withGame = gameID > 0;
  const next = (playerID: number) =>
    withGame ? href('managePoints', { gameID }) : href('eventsBrowse', { view: 0, hostID: playerID });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ticked || accept.isPending || !auth.user) return;
    if (auth.hostMode) {
      onAccepted(next(auth.user.playerID));
      return;
    }
    accept.mutate(undefined, { onSuccess: (user) => onAccepted(next(user.playerID)) });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Host agreement">
      <Stack gap="md">
        <FormHeading
          busy={accept.isPending && 'Saving...'}
          error={accept.isError && failureMessage('Unable to accept the agreement', accept.error)}
        >
          {auth.hostMode ? 'Host mode is on.' : 'Read and accept the terms to turn on host mode.'}
        </FormHeading>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
            <Stack gap="sm" data-testid="agreement-terms">
              <Title order={2} size="h3">
                Terms and Conditions
              </Title>
              <Text>As a host of this free league, I agree that:</Text>
              {TERMS.map((section) => (
                <Stack key={section.heading} gap={4}>
                  <Title order={3} size="h5">
                    {section.heading}
                  </Title>
                  <List spacing={4} size="sm">
                    {section.items.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List>
                </Stack>
              ))}
              <Text size="sm">
                The full{' '}
                <Anchor component={Link} to={href('rulesHost')}>
                  Host Rules
                </Anchor>{' '}
                are part of these terms.
              </Text>
            </Stack>
          </ScrollArea.Autosize>
        </Paper>
        <Checkbox
          size="md"
          checked={ticked}
          onChange={(event) => setTicked(event.currentTarget.checked)}
          label="I have read and accept the Terms and Conditions"
          data-testid="agreement-accept"
        />
        <Button
          type="submit"
          size="md"
          disabled={!ticked}
          loading={accept.isPending}
          leftSection={withGame ? <IconListNumbers size={20} aria-hidden /> : <IconPlayCard size={20} aria-hidden />}
          fullWidth
        >
          {withGame ? 'Manage Points' : 'Manage Events'}
        </Button>
      </Stack>
    </form>
  );
}
