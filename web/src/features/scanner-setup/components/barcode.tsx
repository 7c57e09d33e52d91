import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { code128, qrcode } from 'bwip-js/browser';

/** Only the symbologies the page draws, imported one by one: the whole of bwip-js is 900 kB. */
export type Symbology = 'qrcode' | 'code128';
const encoders = { qrcode, code128 } as const;

function drawn(symbology: Symbology, text: string): { url: string } | { failure: string } {
  try {
    const canvas = document.createElement('canvas');
    encoders[symbology](canvas, {
      bcid: symbology,
      text,
      scale: 3,
      ...(symbology === 'code128' ? { height: 12, includetext: true, textxalign: 'center' } : {}),
      paddingwidth: 8,
      paddingheight: 8,
      backgroundcolor: 'FFFFFF',
    });
    return { url: canvas.toDataURL('image/png') };
  } catch (error) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }
}

/** One barcode drawn by bwip-js; the label is its accessible name, `data-code` what it holds. */
export function Barcode({
  symbology,
  text,
  label,
  testId,
}: {
  readonly symbology: Symbology;
  readonly text: string;
  readonly label: string;
  readonly testId: string;
}) {
  const image = useMemo(() => drawn(symbology, text), [symbology, text]);
  if ('failure' in image) return <Text c="red.8">{image.failure}</Text>;
  return (
    <img
      src={image.url}
      alt={label}
      data-testid={testId}
      data-code={text}
      style={{ maxWidth: '100%', height: 'auto', display: 'block' }}
    />
  );
}
