import type { ReactNode } from 'react';
import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCrown, IconUserCheck, IconUserCog, IconUserShield, IconUsers, type TablerIcon } from '@tabler/icons-react';
import {
  AboutPage,
  BulletList,
  EmailLink,
  InternalLink,
  LEAGUE_FIGURES,
  PageSection,
  Paragraph,
  SITE_PATHS,
  formatNumber,
  useSiteInfo,
} from '@/features/about';

const F = LEAGUE_FIGURES;

interface Role {
  title: string;
  icon: TablerIcon;
  summary: string;
  duties: readonly ReactNode[];
}

const ROLES: readonly Role[] = [
  {
    title: 'Owner',
    icon: IconCrown,
    summary: 'Keeps the league true to its vision and looks after its future.',
    duties: [
      'Sets the direction of the league and its rules',
      'Builds partnerships with venues',
      'Oversees the quarterly tournaments and the national championship',
    ],
  },
  {
    title: 'Admins',
    icon: IconUserShield,
    summary: 'Run the league behind the scenes.',
    duties: [
      'Keep track of venue earnings and host deposits',
      'Watch league activity across venues',
      'Deal with account problems and serious conduct issues',
    ],
  },
  {
    title: 'Managers',
    icon: IconUserCog,
    summary: 'Keep the schedule and the news up to date.',
    duties: [
      'Add venues and set up their weekly games',
      'Schedule the quarterly tournaments and special games',
      'Post news and winners, and keep player records tidy',
    ],
  },
  {
    title: 'Hosts',
    icon: IconUserCheck,
    summary: 'Run the game at your table. They are the league for most players.',
    duties: [
      'Set up the tables and check players in, often by scanning player cards',
      'Welcome new players and explain how the night works',
      'Keep the game fair and friendly, and record places and points on time',
    ],
  },
];

function RoleCard({ role }: { role: Role }) {
  const Icon = role.icon;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
          <Icon size={26} stroke={1.6} />
        </ThemeIcon>
        <Title order={3}>{role.title}</Title>
        <Text size="lg" lh={1.5}>
          {role.summary}
        </Text>
        <BulletList items={role.duties} />
      </Stack>
    </Card>
  );
}

/** /about/team: who does what in the league. */
export default function TeamPage() {
  const { siteName, contactEmail } = useSiteInfo();

  return (
    <AboutPage
      title="Our Team"
      icon={IconUsers}
      lead={`It takes a whole crew to keep ${siteName} running every week. Here is who does what.`}
    >
      <PageSection title="Who does what">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {ROLES.map((role) => (
            <RoleCard key={role.title} role={role} />
          ))}
        </SimpleGrid>
        <Paragraph>
          Some venues also have assistant hosts, who help check players in and sign up newcomers on busy nights.
        </Paragraph>
      </PageSection>

      <PageSection title="Meet your hosts at the venues">
        <Paragraph>
          The best way to meet the team is at a table. Pick a game on the{' '}
          <InternalLink to={SITE_PATHS.calendar}>calendar</InternalLink>: every game page shows who is hosting it. Say
          hello, ask questions, and tell them if it is your first night.
        </Paragraph>
        <Paragraph>
          Hosts are regulars at their venues, so you will see the same friendly faces week after week.
        </Paragraph>
      </PageSection>

      <PageSection title="Join the team">
        <Paragraph>
          Hosting is a great way to give back, and hosts earn Vegas Invites for it: one for each{' '}
          {formatNumber(F.vegasInvites.hosting.blockMonths)}-month block of the year in which they host, up to{' '}
          {formatNumber(F.vegasInvites.hosting.maxPerYear)} a year. Talk to your host or write to{' '}
          <EmailLink email={contactEmail} /> to get started. See the{' '}
          <InternalLink to="/about/rules/host">host rules</InternalLink> for what the role involves.
        </Paragraph>
      </PageSection>
    </AboutPage>
  );
}
