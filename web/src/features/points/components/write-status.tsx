import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHourglass, IconInfoCircle, IconWifiOff } from '@tabler/icons-react';
import { queueStatusText, type WriteQueueState } from '../write-queue';

export interface ScreenMessage {
  readonly kind: 'success' | 'error' | 'status';
  readonly text: string;
}

const look = {
  success: { color: 'felt.8', Icon: IconCircleCheck },
  error: { color: 'red.8', Icon: IconAlertTriangle },
  status: { color: 'dimmed', Icon: IconInfoCircle },
} as const;

/**
 * The status line: the server's last word (success, or the refusal in red), and
 * whether writes are waiting for the network ("Offline: 2 changes waiting to be
 * sent..." with Retry) or for a busy server ("Server busy: 1 change waiting to be sent..."), or all went through ("Saved").
 */
export function WriteStatus({ message, queue, onRetry }: { readonly message: ScreenMessage | null; readonly queue: WriteQueueState; readonly onRetry: () => void }) {
  const [hadWrites, setHadWrites] = useState(false);
  if (queue.waiting > 0 && !hadWrites) setHadWrites(true);
  // "Saved" only when the last answer was a success: a refusal is not saved.
  const queueText = queueStatusText(queue) || (hadWrites && message?.kind === 'success' ? 'Saved' : '');
  const { color, Icon } = look[message?.kind ?? 'status'];

  return (
    <Group gap="md" justify="space-between" wrap="wrap" mih={36}>
      <Text
        c={color}
        fw={600}
        role={message?.kind === 'error' ? 'alert' : 'status'}
        data-testid="points-message"
        data-kind={message?.kind ?? 'status'}
        style={{ display: 'flex', alignItems: 'center', gap: 8 }}
      >
        {message && <Icon size={20} aria-hidden style={{ flexShrink: 0 }} />}
        <span>{message?.text ?? ''}</span>
      </Text>
      {queueText && (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c={queue.offline ? 'orange.8' : 'dimmed'} role="status" data-testid="points-sync" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            {queue.offline && (queue.busy ? <IconHourglass size={18} aria-hidden /> : <IconWifiOff size={18} aria-hidden />)}
            {queueText}
          </Text>
          {queue.offline && (
            <Button size="xs" variant="light" onClick={onRetry}>
              Retry now
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}
