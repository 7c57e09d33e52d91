import { IconCandle } from '@tabler/icons-react';
import { AboutPage, EmailLink, PageSection, Paragraph, useSiteInfo } from '@/features/about';

/** /about/memorial: remembering league members who have passed. */
export default function MemorialPage() {
  const { contactEmail } = useSiteInfo();

  return (
    <AboutPage title="In Memory" icon={IconCandle} lead="In memory of the friends we played with.">
      <PageSection title="Remembering our friends">
        <Paragraph>
          Over the years, some of the people who shared our tables are no longer with us. They were regulars and
          newcomers, hosts and champions, the quiet players and the ones who kept the whole table laughing.
        </Paragraph>
        <Paragraph>
          They made league nights what they are. We remember the way they played, the stories they told and the welcome
          they gave to everyone who sat down beside them.
        </Paragraph>
      </PageSection>

      <PageSection title="A seat kept for them">
        <Paragraph>
          Whenever we shuffle up and deal, they are part of it. We hope their families know how much they meant to this
          community. Their friends here miss them.
        </Paragraph>
      </PageSection>

      <PageSection title="Share a memory">
        <Paragraph>
          If you would like someone remembered here, or have a photo or a story to share, please write to{' '}
          <EmailLink email={contactEmail} />. We will handle every message with care, and only share a name with the
          family&apos;s blessing.
        </Paragraph>
      </PageSection>
    </AboutPage>
  );
}
