import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDeleteProps {
  opened: boolean;
  /** "Delete venue?" */
  title: string;
  /** What will be deleted, in words. */
  children: ReactNode;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirm dialog shown before a delete; Cancel has the focus. */
export function ConfirmDelete({ opened, title, children, busy, onCancel, onConfirm }: ConfirmDeleteProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text mb="lg">{children}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" size="md" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red" size="md" onClick={onConfirm} loading={busy}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
