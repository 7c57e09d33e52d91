import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { loadedAtText, oldestUnrefreshedAnswer } from './kept-answer-age';

const AGE_TICK_MS = 30_000;

/**
 * Bad bar Wi-Fi: says what the page shows and how old it is, so a kept leaderboard is never
 * taken for the current one (issue 30). Offline, every answer on screen counts; online, a kept
 * read whose refresh failed. Back online the pages refetch (refetchOnReconnect) and it goes away.
 */
export function OfflineAge() {
  const { online } = useNetwork();
  const cache = useQueryClient().getQueryCache();
  const loadedAt = useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => oldestUnrefreshedAnswer(cache.getAll(), !online),
    () => null,
  );
  if (online && loadedAt === null) return null;
  return <OfflineNotice online={online} loadedAt={loadedAt} />;
}

/** Mounted when the notice appears, so its clock starts then; the age moves on every half minute. */
function OfflineNotice({ online, loadedAt }: { readonly online: boolean; readonly loadedAt: number | null }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const title = online ? 'Could not refresh' : 'You are offline';
  const message =
    loadedAt === null
      ? 'Pages show what was loaded before. They refresh by themselves when the connection is back.'
      : `Showing what was loaded at ${loadedAtText(loadedAt, now)}. It refreshes by itself when the connection is back.`;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconWifiOff aria-hidden />}
      mb="md"
      role="status"
      title={title}
      data-testid="offline-age"
    >
      {message}
    </Alert>
  );
}
