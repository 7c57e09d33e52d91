import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { ConfirmDelete } from './confirm-delete';

export interface RecordFormActionsProps {
  /** "venue": the dialog asks "Delete venue?". */
  noun: string;
  /** The saved record's name, which the dialog names; null for a new record (Delete is off). */
  name: string | null;
  saving: boolean;
  deleting: boolean;
  /** The confirm dialog is open. */
  confirming: boolean;
  onDelete: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  /** More buttons, after Delete. */
  children?: ReactNode;
}

/** Save (the form's submit button) and Delete, which asks first in a dialog with Cancel focused. */
export function RecordFormActions({
  noun,
  name,
  saving,
  deleting,
  confirming,
  onDelete,
  onCancel,
  onConfirm,
  children,
}: RecordFormActionsProps) {
  return (
    <>
      <Group gap="sm">
        <Button type="submit" size="md" leftSection={<IconDeviceFloppy size={18} aria-hidden />} loading={saving}>
          Save
        </Button>
        <Button
          type="button"
          size="md"
          color="red"
          variant="outline"
          leftSection={<IconTrash size={18} aria-hidden />}
          disabled={name === null}
          onClick={onDelete}
        >
          Delete
        </Button>
        {children}
      </Group>
      <ConfirmDelete
        opened={confirming}
        title={`Delete ${noun}?`}
        busy={deleting}
        onCancel={onCancel}
        onConfirm={onConfirm}
      >
        Delete the {noun} “{name}”? This cannot be undone.
      </ConfirmDelete>
    </>
  );
}
