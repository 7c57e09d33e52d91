import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';

/** Bad bar Wi-Fi: say so, rather than leaving screens spinning without a reason. */
export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconWifiOff aria-hidden />} mb="md" role="status" title="You are offline">
      Pages show what was loaded before. They refresh by themselves when the connection is back.
    </Alert>
  );
}
