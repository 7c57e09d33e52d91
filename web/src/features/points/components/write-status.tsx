import { useEffect, useRef, useState } from 'react';
import { Button, Group, Text, Transition } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleCheck, IconHourglass, IconInfoCircle, IconWifiOff } from '@tabler/icons-react';
import { nextSpell, spellEndText, type OfflineSpell } from '../offline-spell';
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

/** How long "5 waiting changes sent" stays before it fades. */
const SENT_NOTE_MS = 6_000;

/**
 * The status line: the server's last word (success, or the refusal in red), and
 * whether writes are waiting for the network ("Offline: 2 changes waiting to be
 * sent..." with Retry) or for a busy server ("Server busy: 1 change waiting to be sent..."), or all went through ("Saved").
 * When the writes that waited have all gone out it says so ("5 waiting changes sent",
 * also as a notification, in view wherever the host has scrolled), then fades.
 */
export function WriteStatus({
  message,
  queue,
  onRetry,
}: {
  readonly message: ScreenMessage | null;
  readonly queue: WriteQueueState;
  readonly onRetry: () => void;
}) {
  const [hadWrites, setHadWrites] = useState(false);
  if (queue.waiting > 0 && !hadWrites) setHadWrites(true);
  const spell = useRef<OfflineSpell | null>(null);
  const [sent, setSent] = useState<{ text: string; at: number } | null>(null);

  useEffect(() => {
    const step = nextSpell(spell.current, queue);
    spell.current = step.spell;
    if (step.ended === undefined) return;
    const text = spellEndText(step.ended);
    setSent({ text, at: Date.now() });
    notifications.show({ color: 'green', message: text, autoClose: SENT_NOTE_MS });
  }, [queue]);
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(null), SENT_NOTE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  // "Saved" only when the last answer was a success: a refusal is not saved.
  const queueText = queueStatusText(queue) || (hadWrites && message?.kind === 'success' ? 'Saved' : '');
  const { color, Icon } = look[message?.kind ?? 'status'];

  return (
    <Group gap="xs" justify="space-between" wrap="wrap" mih={36}>
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
      <Transition mounted={sent !== null && queue.waiting === 0} transition="fade" duration={400}>
        {(style) => (
          <Text
            size="sm"
            c="felt.8"
            fw={600}
            role="status"
            data-testid="points-sent"
            style={{ ...style, display: 'flex', alignItems: 'center', gap: 6 }}
          >
            <IconCircleCheck size={18} aria-hidden />
            {sent?.text}
          </Text>
        )}
      </Transition>
      {queueText && !(sent && queue.waiting === 0) && (
        // Wraps rather than squeezes: "Retry now" keeps its whole label on a 375 px phone.
        <Group gap="xs" wrap="wrap">
          <Text
            size="sm"
            c={queue.offline ? 'orange.8' : 'dimmed'}
            role="status"
            data-testid="points-sync"
            style={{ display: 'flex', alignItems: 'center', gap: 6 }}
          >
            {queue.offline &&
              (queue.busy ? <IconHourglass size={18} aria-hidden /> : <IconWifiOff size={18} aria-hidden />)}
            {queueText}
          </Text>
          {queue.offline && (
            <Button size="xs" variant="light" onClick={onRetry} style={{ flexShrink: 0 }} data-testid="retry-now">
              Retry now
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}
