import { Center, Container, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { SITE_NAME } from '@/config/site';
import { namedHead, usePageHead } from '@/lib/page-head';

/** The shop: product §2.19 says the page only says Coming Soon. */
export default function ShopPage() {
  usePageHead(namedHead('Shop', `The ${SITE_NAME} shop is coming soon.`));
  return (
    <Container size="sm" py={64}>
      <Center>
        <Stack align="center" gap="md">
          <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
            <IconShoppingBag size={44} stroke={1.5} />
          </ThemeIcon>
          <Title order={1} ta="center">
            Coming Soon
          </Title>
        </Stack>
      </Center>
    </Container>
  );
}
