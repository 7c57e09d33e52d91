import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** Body text sized to read comfortably on a phone in a loud bar and on a TV. */
export function Paragraph({ children }: { children?: ReactNode }) {
  return (
    <Text size="lg" lh={1.6}>
      {children}
    </Text>
  );
}
