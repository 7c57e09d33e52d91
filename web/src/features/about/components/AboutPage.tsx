import type { ReactNode } from 'react';
import { Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { useCurrentRoute } from '@/lib/current-route';
import { DEFAULT_DESCRIPTION, namedHead, PAGE_TITLE_ID, usePageHead, type PageHead } from '@/lib/page-head';

export interface AboutPageProps {
  /** The page's only h1. */
  title: string;
  icon?: TablerIcon;
  /** A short opening line under the title. */
  lead?: ReactNode;
  /** Shown above the heading, e.g. the rules menu. */
  before?: ReactNode;
  children?: ReactNode;
  /** The page's own head (issue 31); default: the route's name, and the lead when it is plain text. */
  head?: PageHead;
}

/** Shared chrome for the about and rules pages: one h1, an optional lead, then sections. */
export function AboutPage({ title, icon: Icon, lead, before, children, head }: AboutPageProps) {
  // The route's name titles the page ("League Vision"; the heading may say "Our Vision"), the lead describes it.
  const name = useCurrentRoute()?.route.name ?? title;
  usePageHead(head ?? namedHead(name, typeof lead === 'string' ? lead : DEFAULT_DESCRIPTION));
  return (
    <Container size="md" py="xl" component="article">
      <Stack gap="xl">
        {before}
        <Stack gap="sm">
          <Group gap="md" wrap="nowrap" align="center">
            {Icon ? (
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
                <Icon size={30} stroke={1.6} />
              </ThemeIcon>
            ) : null}
            <Title order={1} id={PAGE_TITLE_ID}>
              {title}
            </Title>
          </Group>
          {lead ? (
            <Text size="xl" lh={1.5}>
              {lead}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
