import { useState } from 'react';
import {
  Anchor,
  Box,
  Button,
  ColorInput,
  CopyButton,
  Grid,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { DEFAULT_ACCENT } from '@league/modules/embeds/domain/embed-options.js';
import { FormStatus } from '@/components/ui/form-status';
import { href } from '@/config/paths';
import { failureText } from '@/lib/api-client';
import { useVenue } from '../api/venues';
import {
  clampRows,
  embedUrl,
  frameHeight,
  iframeSnippet,
  ROW_LIMITS,
  validAccent,
  type EmbedChoices,
  type EmbedKind,
} from './embed-snippet';

const PERIODS = [
  { value: 'All', label: 'This year' },
  { value: 'Q1', label: 'Winter (Q1)' },
  { value: 'Q2', label: 'Spring (Q2)' },
  { value: 'Q3', label: 'Summer (Q3)' },
  { value: 'Q4', label: 'Fall (Q4)' },
];

/**
 * "Embed on your site" (issue 23): the iframe snippet a venue pastes on its own site, with
 * its choices (what, theme, accent, rows), a copy button and a live preview of the widget.
 */
export function VenueEmbed({ venueID }: { readonly venueID: number }) {
  const venue = useVenue(venueID);
  if (venueID <= 0) return <FormStatus kind="error">Venue not found</FormStatus>;
  if (!venue.data) {
    return venue.isError ? (
      <FormStatus kind="error">{failureText('Error getting venue', venue.error)}</FormStatus>
    ) : (
      <FormStatus kind="status">Loading...</FormStatus>
    );
  }
  return <EmbedChooser venueID={venueID} venueTitle={venue.data.title} />;
}

function EmbedChooser({ venueID, venueTitle }: { readonly venueID: number; readonly venueTitle: string }) {
  const [choices, setChoices] = useState<EmbedChoices>({
    kind: 'standings',
    venueID,
    theme: 'light',
    accent: DEFAULT_ACCENT,
    rows: ROW_LIMITS.standings.default,
    period: 'All',
  });
  const change = (patch: Partial<EmbedChoices>) => setChoices((current) => ({ ...current, ...patch }));
  const origin = window.location.origin;
  const accentValid = validAccent(choices.accent) !== null;
  const url = embedUrl(origin, choices);
  const snippet = iframeSnippet(origin, choices, venueTitle);

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Widget choices">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {venueTitle}
            </Title>
            <Text size="sm" c="dimmed">
              Paste this on the venue&apos;s own site (any site builder with an HTML or embed block). It shows the table
              without scripts, and links back to the full leaderboard here.
            </Text>
            <SegmentedControl
              aria-label="What to show"
              value={choices.kind}
              onChange={(value) => change({ kind: value as EmbedKind, rows: ROW_LIMITS[value as EmbedKind].default })}
              data={[
                { value: 'standings', label: 'Standings' },
                { value: 'games', label: 'Next games' },
              ]}
            />
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <NativeSelect
                  size="md"
                  label="Theme"
                  value={choices.theme}
                  onChange={(event) => change({ theme: event.currentTarget.value as EmbedChoices['theme'] })}
                  data={[
                    { value: 'light', label: 'Light' },
                    { value: 'dark', label: 'Dark' },
                  ]}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <ColorInput
                  size="md"
                  label="Accent colour"
                  format="hex"
                  value={choices.accent}
                  onChange={(accent) => change({ accent })}
                  error={accentValid ? undefined : 'Six hex digits, like #aa3300'}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <NumberInput
                  size="md"
                  label="Rows"
                  min={1}
                  max={ROW_LIMITS[choices.kind].max}
                  clampBehavior="strict"
                  allowDecimal={false}
                  value={choices.rows}
                  onChange={(rows) => change({ rows: clampRows(choices.kind, Number(rows)) })}
                />
              </Grid.Col>
              {choices.kind === 'standings' && (
                <Grid.Col span={{ base: 12, xs: 6 }}>
                  <NativeSelect
                    size="md"
                    label="Period"
                    value={choices.period}
                    onChange={(event) => change({ period: event.currentTarget.value as EmbedChoices['period'] })}
                    data={PERIODS}
                  />
                </Grid.Col>
              )}
            </Grid>
            <Textarea
              label="Snippet to paste"
              value={snippet}
              readOnly
              autosize
              minRows={3}
              maxRows={8}
              styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Group gap="sm" justify="space-between">
              {/* "Copied" stays 2 s (Mantine's 1 s is gone before a glance back from the venue's site). */}
              <CopyButton value={snippet} timeout={2_000}>
                {({ copied, copy }) => (
                  <Button
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                  >
                    {copied ? 'Copied' : 'Copy snippet'}
                  </Button>
                )}
              </CopyButton>
              <Anchor href={url} target="_blank" rel="noopener" size="sm">
                Open the widget alone
              </Anchor>
            </Group>
            <Anchor component={Link} to={href('manageVenues')} size="sm">
              Back to Manage Venues
            </Anchor>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Preview">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Preview
            </Title>
            <Box style={{ overflow: 'hidden' }}>
              <iframe
                key={url}
                src={url}
                title={`Preview: ${choices.kind === 'standings' ? `${venueTitle} standings` : `Next games at ${venueTitle}`}`}
                width="100%"
                height={frameHeight(choices.kind, choices.rows)}
                style={{ border: 0, maxWidth: 520, display: 'block' }}
                loading="lazy"
                data-testid="embed-preview"
              />
            </Box>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
