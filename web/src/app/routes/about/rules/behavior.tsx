import { IconMoodSmile } from '@tabler/icons-react';
import { AboutPage, BulletList, FreeLeagueNote, PageSection, Paragraph, RulesNav } from '@/features/about';

/** /about/rules/behavior: how we treat each other and our venues. */
export default function BehaviorRulesPage() {
  return (
    <AboutPage
      title="Behavior Rules"
      icon={IconMoodSmile}
      before={<RulesNav current="behavior" />}
      lead="A friendly table is a fun table. These rules keep it that way."
    >
      <PageSection title="Respect everyone">
        <BulletList
          items={[
            'Be courteous to other players, hosts and venue staff, whether you win or lose.',
            'No abusive, threatening or offensive language or behavior.',
            'Help newcomers feel welcome. Everyone had a first game once.',
            'Take disagreements to the host calmly, away from the heat of the hand.',
          ]}
        />
      </PageSection>

      <PageSection title="Play fair">
        <BulletList
          items={[
            'Act in turn, and keep your cards on the table.',
            'One player to a hand: no coaching, and no advice to a player still in the hand.',
            'Never work with another player, share what you hold during a hand, or hand chips to someone else.',
            'Keep your chips in clear view, and do not take chips from the table during the game.',
          ]}
        />
      </PageSection>

      <PageSection title="No money at the table">
        <FreeLeagueNote>
          Our games are free and stay that way: no side bets, no wagers and no playing for cash at a league table.
        </FreeLeagueNote>
      </PageSection>

      <PageSection title="Respect our venues">
        <Paragraph>
          Our venues open their doors so the games can stay free. Follow the venue&apos;s house rules, drink
          responsibly, treat the staff well and leave the table the way you found it.
        </Paragraph>
      </PageSection>

      <PageSection title="If things go wrong">
        <Paragraph>
          The host may warn a player or remove them from a game. For serious or repeated problems, the league may
          suspend or ban a player, and suspended or banned players cannot be checked in to any game.
        </Paragraph>
      </PageSection>
    </AboutPage>
  );
}
