import { Center, Group, Loader, Text } from '@mantine/core';

/** Product §8.3: loading text is "Loading...". */
export function PageLoader({ label = 'Loading...' }: { readonly label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{label}</Text>
      </Group>
    </Center>
  );
}
