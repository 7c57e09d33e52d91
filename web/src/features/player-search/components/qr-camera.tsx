/**
 * The camera QR scanner of the player search (product §2, §4 Scanner, §8): a device
 * choice (None or each camera); a code read again within the scan delay is ignored; a
 * camera error is logged, shown beside the choice, and the choice goes back to None.
 * "No video input devices found" is only logged. Loaded only when the page asks for it
 * (React.lazy), so the search stays light: @zxing/browser and jsQR come with this file.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Group, Select, Stack, Text } from '@mantine/core';
import { BrowserCodeReader, type IScannerControls } from '@zxing/browser';
import { ScanGate } from '@/features/points';
import { CardCodeReader } from './card-code-reader';
import { endsTheScan, isNoCodeRead, isPicturePlaying, ScanWatch } from './scan-watch';

export const NO_CAMERA = 'none';
export const NO_DEVICES_MESSAGE = 'No video input devices found';
const UNNAMED_CAMERA = 'camera-';
/**
 * How long the camera's picture may take to start playing. The library's 5 s is too short for
 * a busy phone (and was for a busy test machine): past it the choice fell back to None with
 * the camera still on.
 */
export const CAMERA_START_TIMEOUT_MS = 30_000;
const NOT_STARTED_MESSAGE = 'Camera error: the camera did not start';

/** Turns the camera off when its start failed half-way (the library leaves it on). */
function releaseCamera(element: HTMLVideoElement | null): void {
  const stream = element?.srcObject;
  if (stream instanceof MediaStream) for (const track of stream.getTracks()) track.stop();
  if (element) element.srcObject = null;
}

export interface QrCameraProps {
  /** A code read (not a repeat within the scan delay). */
  readonly onScan: (text: string) => void;
}

export default function QrCamera({ onScan }: QrCameraProps) {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [device, setDevice] = useState<string>(NO_CAMERA);
  const [failure, setFailure] = useState<string | null>(null);
  /** Times the camera started again because its reader stalled (ScanWatch): each starts the reader anew. */
  const [restarts, setRestarts] = useState(0);
  const video = useRef<HTMLVideoElement>(null);
  const gate = useMemo(() => new ScanGate(), []);
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  const listDevices = () =>
    BrowserCodeReader.listVideoInputDevices()
      .then((found) => {
        setDevices(found);
        if (found.length === 0) console.info(NO_DEVICES_MESSAGE);
      })
      .catch((error: unknown) => console.info(NO_DEVICES_MESSAGE, error));

  useEffect(() => {
    void listDevices();
  }, []);

  useEffect(() => {
    if (device === NO_CAMERA || !video.current) return;
    let controls: IScannerControls | undefined;
    let stopped = false;
    const element = video.current;
    const fail = (error: unknown) => {
      console.error('Camera error', error);
      // A newer choice owns the video element now: leave its picture alone.
      if (stopped) return;
      releaseCamera(element);
      // The library rejects with `false` when the picture never started playing.
      setFailure(
        error instanceof Error && error.message
          ? `Camera error: ${error.message}`
          : error === false
            ? NOT_STARTED_MESSAGE
            : 'Camera error',
      );
      setDevice(NO_CAMERA);
    };
    const watch = new ScanWatch(Date.now());
    element.dataset['looks'] = '0';
    const scanned = (text: string) => {
      if (gate.accept(text, Date.now())) onScanRef.current(text);
    };
    const reader = new CardCodeReader(scanned, { tryPlayVideoTimeout: CAMERA_START_TIMEOUT_MS });
    reader
      // A camera listed before permission has no id: ask for any camera.
      .decodeFromVideoDevice(device.startsWith(UNNAMED_CAMERA) ? undefined : device, element, (result, error) => {
        watch.looked(Date.now());
        // How many looks this start took: what a stalled reader's report shows.
        element.dataset['looks'] = String(Number(element.dataset['looks'] ?? 0) + 1);
        // And what the last look found: a code, or the reader's reason for none.
        element.dataset['lastLook'] = result ? 'code' : isNoCodeRead(error) ? 'no code' : String(error);
        // The library has stopped looking (and the picture): a camera error, as when it cannot start.
        if (endsTheScan(error)) return fail(error);
        if (result) scanned(result.getText());
      })
      .then((started) => {
        controls = started;
        if (stopped) started.stop();
        // Labels are given only once the camera is allowed: list again to show them.
        void listDevices();
      })
      .catch(fail);
    // A picture that plays with nothing reading it: the reader stalled, so the camera starts again.
    const watching = setInterval(() => {
      if (stopped || !watch.stalled(isPicturePlaying(element), Date.now())) return;
      console.warn('Camera: the picture was not being read; starting the camera again');
      setRestarts((count) => count + 1);
    }, 1_000);
    return () => {
      stopped = true;
      clearInterval(watching);
      reader.stopSecondReader();
      // A start that never ended leaves no controls, but the camera on: turn it off.
      if (controls) controls.stop();
      else releaseCamera(element);
    };
  }, [device, gate, restarts]);

  const choices = [
    { value: NO_CAMERA, label: 'None' },
    ...devices.map((camera, i) => ({
      value: camera.deviceId || `${UNNAMED_CAMERA}${i}`,
      label: camera.label || `Camera ${i + 1}`,
    })),
  ];
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Camera"
          name="camera"
          data={choices}
          value={device}
          allowDeselect={false}
          onChange={(value) => {
            setFailure(null);
            setDevice(value ?? NO_CAMERA);
          }}
          w={260}
          maw="100%"
          comboboxProps={{ withinPortal: true }}
          data-testid="camera-choice"
        />
        {failure && (
          <Text c="red.8" size="sm" role="alert" data-testid="camera-error">
            {failure}
          </Text>
        )}
      </Group>
      {/* Each start of the camera has its own element: a start that ends late (after a newer one, or
          after the reader stalled and the camera started again) clears the picture of its own element only. */}
      <video
        key={`${device} ${restarts}`}
        ref={video}
        muted
        playsInline
        data-testid="camera-video"
        style={{
          display: device === NO_CAMERA ? 'none' : 'block',
          width: '100%',
          maxWidth: 480,
          borderRadius: 8,
          background: '#000',
        }}
      />
      {device !== NO_CAMERA && (
        <Text size="xs" c="dimmed">
          Hold a player card&apos;s QR code to the camera.
        </Text>
      )}
    </Stack>
  );
}
