/**
 * Subscribing a calendar program to the league's games (iCalendar feeds, docs/api.md §6):
 * the address to copy, a webcal: link that opens Apple's and Outlook's calendars, and
 * how to add it to Google Calendar.
 */
import { SITE_URL } from '@/config/site';
import {
  ActionIcon,
  Anchor,
  Button,
  CopyButton,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy } from '@tabler/icons-react';
import { calendarFeedUrl, webcalUrl } from '../schedule-api-paths';
import { SUBSCRIBE_SECTION_ID } from './subscribe-section';

export interface SubscribeFeedProps {
  /** 0: the whole league */
  readonly venueID: number;
  /** The chosen venue's title, when one is chosen. */
  readonly venueName?: string | undefined;
}

export function SubscribeFeed({ venueID, venueName }: SubscribeFeedProps) {
  const url = calendarFeedUrl(SITE_URL, venueID);
  const whose = venueID > 0 && venueName ? `the games at ${venueName}` : 'every league game';
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      id={SUBSCRIBE_SECTION_ID}
      aria-labelledby="subscribe-heading"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="subscribe-heading">
          Subscribe
        </Title>
        <Text>Add {whose} to your own calendar. It updates itself when games are added, moved or canceled.</Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Calendar address"
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1 }}
            data-testid="feed-url"
          />
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy the address'} withArrow>
                <ActionIcon
                  size={42}
                  variant={copied ? 'filled' : 'default'}
                  onClick={copy}
                  aria-label={copied ? 'Copied' : 'Copy the calendar address'}
                >
                  {copied ? <IconCheck size={20} aria-hidden /> : <IconCopy size={20} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Group>
          <Button
            component="a"
            href={webcalUrl(url)}
            variant="light"
            leftSection={<IconCalendarPlus size={20} aria-hidden />}
          >
            Open in my calendar app
          </Button>
        </Group>
        <List size="sm" spacing={4}>
          <List.Item>
            <strong>Google Calendar:</strong> on a computer, open{' '}
            <Anchor
              href="https://calendar.google.com/calendar/r/settings/addbyurl"
              target="_blank"
              rel="noopener noreferrer"
            >
              Other calendars, From URL
            </Anchor>
            , paste the address and choose Add calendar.
          </List.Item>
          <List.Item>
            <strong>Apple Calendar (iPhone, iPad, Mac):</strong> tap Open in my calendar app, or in Calendar choose
            File, New Calendar Subscription and paste the address.
          </List.Item>
          <List.Item>
            <strong>Outlook:</strong> Add calendar, Subscribe from web, and paste the address.
          </List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
