/** A read's state where its data goes (product §8): "Loading...", the server's message, or the data. */
import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { errorMessage } from '@/lib/api-client';

export interface ReadQuery<T> {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  readonly data?: T | undefined;
}

export function ReadState<T>({
  query,
  children,
}: {
  readonly query: ReadQuery<T>;
  readonly children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Text role="status">Loading...</Text>;
  if (query.isError || query.data === undefined) {
    return (
      <Text c="red.8" role="alert">
        {errorMessage(query.error)}
      </Text>
    );
  }
  return children(query.data);
}
