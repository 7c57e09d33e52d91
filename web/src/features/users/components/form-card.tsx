import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';

/** The narrow card the user-area forms sit in; full width on a phone. */
export function FormCard({ children }: { readonly children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto" w="100%">
      {children}
    </Paper>
  );
}
