import { useEffect, useRef, useState } from 'react';
import { Box, Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { IMAGE_ACCEPT } from '@league/shared/domain/image-rules.js';
import { apiGetBlob, errorMessage, type UploadOptions } from '@/lib/api-client';
import { imageFileProblem } from './image-file-check';

/** What the picker needs of an image call's answer: the server's words for what it did. */
interface ImageCallAnswer {
  readonly message: string;
}

export interface ImageUploadProps {
  /** "Profile image", "Deposit image". */
  readonly label: string;
  /** The record's image as the server gave it (its `path`); null when it has none. */
  readonly path: string | null;
  /** What to show, when the image is not read from `path` directly (a private image fetched with the token); default `path`. */
  readonly src?: string | null | undefined;
  /** Uploads the file for the record (its feature's call, e.g. POST /v1/player/image, typed from the API's document). */
  readonly upload: (file: File, options: UploadOptions) => Promise<ImageCallAnswer>;
  /** Takes the image back by its `path` (e.g. DELETE /v1/player/image). Without a path on the record no Remove button shows. */
  readonly remove: (path: string) => Promise<ImageCallAnswer>;
  /** After an upload or a removal: refresh what shows the record. */
  readonly onChange?: (() => void) | undefined;
  /** E.g. for a record not saved yet; `disabledHint` says why. */
  readonly disabled?: boolean | undefined;
  readonly disabledHint?: string | undefined;
  /** The picture's alt text; default the label. */
  readonly alt?: string | undefined;
  /**
   * The image is served only to logged-in callers (a deposit's image): it is read with the
   * session's token and shown from an object URL, since `<img>` cannot send the token.
   */
  readonly privateImage?: boolean | undefined;
}

/** What an `<img>` can show for `address`: the address itself, or for a private image an object URL of it read with the token. */
function useShownImage(address: string | null, privateImage: boolean): { src: string | null; error: string | null } {
  const [read, setRead] = useState<{ address: string; src: string | null; error: string | null } | null>(null);
  useEffect(() => {
    if (!privateImage || !address) return undefined;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    apiGetBlob(address, { signal: controller.signal }).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setRead({ address, src: objectUrl, error: null });
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setRead({ address, src: null, error: errorMessage(failure) });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [address, privateImage]);
  if (!privateImage || !address) return { src: address, error: null };
  return read?.address === address ? { src: read.src, error: read.error } : { src: null, error: null };
}

type Busy = { readonly kind: 'upload'; readonly progress: number } | { readonly kind: 'remove' } | null;

/**
 * The image picker of player and deposit forms (product §5: .jpg, .png, .gif up to
 * 1048576 bytes): the current picture, Choose/Replace (checked here first in the
 * server's words, then uploaded with a progress bar), Remove, and the server's refusal
 * beside it. The upload writes the record's image at once (docs/decisions/0080-image-uploads.md),
 * so the form around it has nothing to save for the picture.
 */
export function ImageUpload({
  label,
  path,
  src,
  upload,
  remove,
  onChange,
  disabled,
  disabledHint,
  alt,
  privateImage = false,
}: ImageUploadProps) {
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const resetPicker = useRef<() => void>(null);
  const shown = useShownImage(src === undefined ? path : src, privateImage);

  async function choose(file: File | null) {
    resetPicker.current?.();
    if (!file) return;
    setNotice(null);
    const problem = imageFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy({ kind: 'upload', progress: 0 });
    try {
      const answer = await upload(file, { onProgress: (progress) => setBusy({ kind: 'upload', progress }) });
      setNotice(answer.message || 'Image saved');
      onChange?.();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  async function removeImage() {
    if (!path) return;
    setError(null);
    setNotice(null);
    setBusy({ kind: 'remove' });
    try {
      const answer = await remove(path);
      setNotice(answer.message || 'Image removed');
      onChange?.();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  const locked = Boolean(disabled) || busy !== null;
  return (
    <Stack gap="xs" data-testid="image-upload">
      <Text fw={500} size="sm" component="div">
        {label}
      </Text>
      <Group align="flex-start" gap="md" wrap="wrap">
        {shown.src ? (
          <Image
            src={shown.src}
            alt={alt ?? label}
            w={128}
            h={128}
            fit="contain"
            radius="sm"
            bd="1px solid var(--mantine-color-default-border)"
            data-testid="image-upload-preview"
          />
        ) : (
          <Box
            w={128}
            h={128}
            bd="1px dashed var(--mantine-color-default-border)"
            style={{
              borderRadius: 4,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <IconPhoto size={32} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="xs" c="dimmed">
              {path && !shown.error ? 'Loading...' : 'No image'}
            </Text>
          </Box>
        )}
        <Stack gap="xs" style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <FileButton
              onChange={(file) => void choose(file)}
              accept={IMAGE_ACCEPT}
              resetRef={resetPicker}
              disabled={locked}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={busy?.kind === 'upload'}
                  disabled={locked}
                >
                  {path ? 'Replace image' : 'Choose image'}
                </Button>
              )}
            </FileButton>
            {path && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => void removeImage()}
                loading={busy?.kind === 'remove'}
                disabled={locked}
              >
                Remove
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {disabled && disabledHint ? disabledHint : '.jpg, .png or .gif, up to 1 MB (1048576 bytes)'}
          </Text>
          {busy?.kind === 'upload' && (
            <Progress
              value={Math.round(busy.progress * 100)}
              animated
              aria-label="Upload progress"
              data-testid="image-upload-progress"
            />
          )}
          {shown.error && !error && (
            <Text size="sm" c="red.8" role="alert" data-testid="image-upload-error">
              {shown.error}
            </Text>
          )}
          {error && (
            <Text size="sm" c="red.8" role="alert" data-testid="image-upload-error">
              {error}
            </Text>
          )}
          {notice && !error && (
            <Text size="sm" c="felt.8" role="status" data-testid="image-upload-notice">
              {notice}
            </Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
