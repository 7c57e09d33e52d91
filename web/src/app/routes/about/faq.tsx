import type { ReactNode } from 'react';
import { Accordion, Stack, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import {
  AboutPage,
  EmailLink,
  InternalLink,
  LEAGUE_FIGURES,
  PageSection,
  SITE_PATHS,
  formatDateSpan,
  formatDollars,
  formatNumber,
  invites,
  ordinal,
  placementPoints,
  tiedPlacementPoints,
  useSiteInfo,
} from '@/features/about';

const F = LEAGUE_FIGURES;

interface Question {
  id: string;
  question: string;
  answer: ReactNode;
}

interface QuestionGroup {
  title: string;
  questions: readonly Question[];
}

function Answer({ children }: { children?: ReactNode }) {
  return (
    <Text size="lg" lh={1.6}>
      {children}
    </Text>
  );
}

function buildGroups(contactEmail: string): readonly QuestionGroup[] {
  const rg = F.regularGame;
  const pts = F.points.placementPoints;
  const scoring = pts.length;
  const q = F.quarterly.qualification;
  const vi = F.vegasInvites;
  const nc = F.nationalChampionship;
  const vegasWeek = formatDateSpan(nc.vegasWeekStarts, nc.vegasWeekEnds);
  const inviteYear = formatDateSpan(vi.yearStarts, vi.yearEnds);

  return [
    {
      title: 'The basics',
      questions: [
        {
          id: 'free',
          question: 'Is it really free?',
          answer: (
            <Stack gap="xs">
              <Answer>
                Yes. League games never have a buy-in or an entry fee, and no money is wagered: this is not gambling.
                Chips have no cash value. You play for points, bragging rights and prizes.
              </Answer>
              <Answer>
                The only fee anywhere in the league&apos;s year is the national championship, where the Poker Tour host
                that runs the event charges {formatDollars(nc.pokerTourFeeDollars)} per person.
              </Answer>
            </Stack>
          ),
        },
        {
          id: 'age',
          question: 'How old do I have to be?',
          answer: (
            <Answer>
              You must be {F.minimumAge} or older to play. Some venues have their own age rules for their rooms, so
              check with the venue if you are unsure.
            </Answer>
          ),
        },
        {
          id: 'beginners',
          question: 'I have never played. Can I still come?',
          answer: (
            <Answer>
              Absolutely. Tell the host it is your first game and they will walk you through it. Blinds start small (
              {formatNumber(rg.startingBlinds.small)}/{formatNumber(rg.startingBlinds.big)}), so there is time to learn
              as you go. The <InternalLink to="/about/rules/gameplay">gameplay rules</InternalLink> explain the rest.
            </Answer>
          ),
        },
        {
          id: 'find-game',
          question: 'Where and when are the games?',
          answer: (
            <Answer>
              Games run every week at venues across the region. The{' '}
              <InternalLink to={SITE_PATHS.calendar}>calendar</InternalLink> lists every game, with the venue&apos;s
              address and start time.
            </Answer>
          ),
        },
        {
          id: 'early',
          question: 'Is there a reason to arrive early?',
          answer: (
            <Answer>
              Yes: chips. Check in at least {formatNumber(rg.earlySignIn.minutesBeforeStart)} minutes before the start
              and you get an early sign-in bonus of {formatNumber(rg.earlySignIn.chipsPerTable)} chips per table, up to{' '}
              {formatNumber(rg.earlySignIn.maxChips)}.
            </Answer>
          ),
        },
      ],
    },
    {
      title: 'Points and standings',
      questions: [
        {
          id: 'points',
          question: 'How do points work?',
          answer: (
            <Stack gap="xs">
              <Answer>
                The final {formatNumber(scoring)} players in each game earn points:{' '}
                {pts.map((p) => formatNumber(p)).join(', ')} for 1st through {ordinal(scoring)} place. A game needs at
                least {formatNumber(rg.minimumPlayers)} players to count.
              </Answer>
              <Answer>
                Players who tie share the points of the places they cover, averaged and rounded up. For example, two
                players tied for 3rd get {formatNumber(tiedPlacementPoints(3, 2))} points each.
              </Answer>
            </Stack>
          ),
        },
        {
          id: 'double',
          question: 'What is a double-points game?',
          answer: (
            <Answer>
              Some games are marked Double Points on the calendar. Every point earned there counts twice, so a win is
              worth {formatNumber(placementPoints(1) * F.points.doublePointsMultiplier)} points instead of{' '}
              {formatNumber(placementPoints(1))}.
            </Answer>
          ),
        },
        {
          id: 'my-points',
          question: 'Where can I see my points?',
          answer: (
            <Answer>
              Look yourself up on <InternalLink to={SITE_PATHS.playerSearch}>player search</InternalLink> to open your
              dashboard, with your rank, your game history and your Vegas Invites. The{' '}
              <InternalLink to={SITE_PATHS.playerLeaderboard}>player leaderboard</InternalLink> shows how everyone
              stacks up.
            </Answer>
          ),
        },
        {
          id: 'cash-prize',
          question: 'Are there prizes at weekly games?',
          answer: (
            <Answer>
              At regular games, the winner gets a cash prize of up to {formatDollars(rg.firstPlaceCashPrizeMaxDollars)},
              paid by the venue. Players never pay into it.
            </Answer>
          ),
        },
      ],
    },
    {
      title: 'Player cards',
      questions: [
        {
          id: 'card',
          question: 'How do I get a player card?',
          answer: (
            <Stack gap="xs">
              <Answer>
                At your first game, the host signs you up and you get a player number. With it, open the{' '}
                <InternalLink to={SITE_PATHS.playerCard}>player card</InternalLink> page to download your card as a
                picture for your phone, or use{' '}
                <InternalLink to={SITE_PATHS.playerCardRequest}>Request Player Card</InternalLink> and tell us how to
                get a printed card to you.
              </Answer>
              <Answer>
                The QR code on your card links to your player dashboard, and hosts scan it to check you in quickly.
              </Answer>
            </Stack>
          ),
        },
        {
          id: 'lost-card',
          question: 'I lost my card or forgot my number. What now?',
          answer: (
            <Answer>
              Find yourself on <InternalLink to={SITE_PATHS.playerSearch}>player search</InternalLink> by name, then
              download or request a new card. Your points stay with your player number, not with the card.
            </Answer>
          ),
        },
      ],
    },
    {
      title: 'Tournaments and Vegas',
      questions: [
        {
          id: 'quarterly',
          question: 'What do I need to play in a quarterly tournament?',
          answer: (
            <Answer>
              You need at least {formatNumber(q.minimumPoints)} points earned during the season, and each venue sends
              its top {formatNumber(q.topPlayersPerVenue)}. The more points you have, the bigger your starting stack.
              The <InternalLink to="/about/rules/quarterly">quarterly rules</InternalLink> have the full chip table, the
              schedule, the prizes and the raffle.
            </Answer>
          ),
        },
        {
          id: 'invites',
          question: 'What are Vegas Invites?',
          answer: (
            <Stack gap="xs">
              <Answer>
                Vegas Invites are the league&apos;s reward for a great year, and your way into the national
                championship. The invite year runs {inviteYear}.
              </Answer>
              <Answer>
                The top point earner at each venue each month gets {invites(vi.monthlyTopEarnerPerVenue)}. Quarterly
                final tables earn them ({invites(vi.quarterlyFinalTable[0] ?? 0)} for the winner), and so does hosting.
                See your total on the <InternalLink to={SITE_PATHS.vegasInvites}>Vegas Invites</InternalLink> page.
              </Answer>
            </Stack>
          ),
        },
        {
          id: 'national',
          question: 'What is the national championship?',
          answer: (
            <Answer>
              Our biggest game of the year, held during Vegas week ({vegasWeek}). Register at least{' '}
              {formatNumber(nc.registerHoursBefore)} hours before it starts. The champion&apos;s name goes on the
              trophy. Details are in the{' '}
              <InternalLink to="/about/rules/national">national championship rules</InternalLink>.
            </Answer>
          ),
        },
      ],
    },
    {
      title: 'Hosting',
      questions: [
        {
          id: 'host',
          question: 'How do I become a host?',
          answer: (
            <Answer>
              Talk to your host or write to <EmailLink email={contactEmail} />. Hosts run the game night, check players
              in and record results; they accept the league&apos;s host agreement before they start. Hosting earns Vegas
              Invites, up to {formatNumber(vi.hosting.maxPerYear)} a year. Read the{' '}
              <InternalLink to="/about/rules/host">host rules</InternalLink> first.
            </Answer>
          ),
        },
        {
          id: 'venue',
          question: 'I run a bar or restaurant. Can we host games?',
          answer: (
            <Answer>
              We would love to hear from you. Write to <EmailLink email={contactEmail} /> with your venue&apos;s name
              and location.
            </Answer>
          ),
        },
      ],
    },
  ];
}

/** /about/faq: frequently asked questions. */
export default function FaqPage() {
  const { siteName, contactEmail } = useSiteInfo();
  const groups = buildGroups(contactEmail);

  return (
    <AboutPage
      title="Frequently Asked Questions"
      icon={IconHelpCircle}
      lead={`New to ${siteName}? Start here. Tap a question to see the answer.`}
    >
      {groups.map((group) => (
        <PageSection key={group.title} title={group.title}>
          <Accordion variant="separated" order={3} multiple keepMountedMode="display-none">
            {group.questions.map((item) => (
              <Accordion.Item key={item.id} value={item.id}>
                <Accordion.Control>
                  <Text component="span" size="lg" fw={600}>
                    {item.question}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>{item.answer}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </PageSection>
      ))}
      <PageSection title="Still have a question?">
        <Answer>
          Write to <EmailLink email={contactEmail} />. We answer within {formatNumber(F.contactReplyHours)} hours.
        </Answer>
      </PageSection>
    </AboutPage>
  );
}
