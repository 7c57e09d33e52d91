import { useState } from 'react';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES } from '@league/shared/domain/image-rules.js';
import { failureText } from '@/lib/api-client';
import { useDepositImage, useRemoveDepositImage, useUploadDepositImage, type DepositDetail } from '../api/deposits';

/**
 * The deposit slip's picture (product §3.5: jpg, png or gif up to 1 MB). The server checks
 * the content; the site only warns early about the size. A new deposit is saved first.
 */
export function DepositImage({ deposit }: { readonly deposit: DepositDetail | null }) {
  const upload = useUploadDepositImage();
  const remove = useRemoveDepositImage();
  const image = useDepositImage(deposit?.depositImage);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  if (!deposit) {
    return (
      <Text size="sm" c="dimmed">
        Save the deposit first, then add a picture of its slip.
      </Text>
    );
  }

  const choose = (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      setMessage({ kind: 'error', text: `The image is larger than ${MAX_IMAGE_BYTES} bytes` });
      return;
    }
    setMessage(null);
    upload.mutate(
      { depositID: deposit.depositID, file },
      {
        onSuccess: (answer) => setMessage({ kind: 'success', text: answer.message }),
        onError: (error) => setMessage({ kind: 'error', text: failureText('Error updating deposit', error) }),
      },
    );
  };

  return (
    <Stack gap="xs" data-testid="deposit-image">
      <Text fw={600} size="sm">
        Deposit Image
      </Text>
      {deposit.depositImage && image.data && <Image src={image.data} alt={`Deposit slip of ${deposit.title}`} maw={320} radius="sm" fit="contain" />}
      {deposit.depositImage && image.isPending && <Text size="sm">Loading...</Text>}
      <Group gap="sm">
        <FileButton onChange={choose} accept={IMAGE_ACCEPT}>
          {(props) => (
            <Button {...props} variant="default" size="md" leftSection={<IconPhotoUp size={18} aria-hidden />} loading={upload.isPending}>
              {deposit.depositImage ? 'Replace Image' : 'Upload Image'}
            </Button>
          )}
        </FileButton>
        {deposit.depositImage && (
          <Button
            variant="outline"
            color="red"
            size="md"
            leftSection={<IconTrash size={18} aria-hidden />}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(deposit.depositImage!, {
                onSuccess: (answer) => setMessage({ kind: 'success', text: answer.message }),
                onError: (error) => setMessage({ kind: 'error', text: failureText('Error deleting deposit', error) }),
              })
            }
          >
            Remove Image
          </Button>
        )}
      </Group>
      {message && (
        <Text size="sm" c={message.kind === 'error' ? 'red' : 'green'} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        .jpg, .png or .gif, up to 1 MB
      </Text>
    </Stack>
  );
}
