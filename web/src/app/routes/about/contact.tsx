import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import {
  AboutPage,
  BulletList,
  InternalLink,
  LEAGUE_FIGURES,
  PageSection,
  Paragraph,
  SITE_PATHS,
  formatNumber,
  useSiteInfo,
} from '@/features/about';

/** /about/contact: the league's info address. */
export default function ContactPage() {
  const { siteName, contactEmail } = useSiteInfo();
  const replyHours = formatNumber(LEAGUE_FIGURES.contactReplyHours);

  return (
    <AboutPage
      title="Contact Us"
      icon={IconMail}
      lead="Questions, ideas or a venue that wants to host? We would love to hear from you."
    >
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Text size="lg">Email {siteName} at</Text>
          <Anchor
            href={`mailto:${contactEmail}`}
            fz={{ base: 'xl', sm: 28 }}
            fw={700}
            style={{ overflowWrap: 'anywhere' }}
          >
            {contactEmail}
          </Anchor>
          <Text size="lg">We answer every message within {replyHours} hours.</Text>
          <Group>
            <Button
              component="a"
              href={`mailto:${contactEmail}`}
              size="md"
              leftSection={<IconMail size={20} aria-hidden="true" />}
            >
              Write to us
            </Button>
          </Group>
        </Stack>
      </Card>

      <PageSection title="Help us help you">
        <Paragraph>A few details make for a faster answer:</Paragraph>
        <BulletList
          items={[
            'About a game result: the venue, the date and your player number.',
            'About your account: your name and player number (never send your password).',
            'About hosting at your venue: the venue name, its town and the best way to reach you.',
          ]}
        />
      </PageSection>

      <PageSection title="You might not need to write">
        <BulletList
          items={[
            <>
              Want a player card? Use the{' '}
              <InternalLink to={SITE_PATHS.playerCardRequest}>card request form</InternalLink>.
            </>,
            <>
              Looking for a game? The <InternalLink to={SITE_PATHS.calendar}>calendar</InternalLink> has every venue and
              start time.
            </>,
            <>
              Common questions are answered in the <InternalLink to={SITE_PATHS.faq}>FAQ</InternalLink>.
            </>,
          ]}
        />
      </PageSection>
    </AboutPage>
  );
}
