import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Skeleton } from '@mantine/core';
import { errorMessage } from '@/lib/api-client';
import { drawCard, type CardFacts } from '../card-drawing';
import classes from './card-image.module.css';
import { CARD_HEIGHT, CARD_QR_REDRAW_DELAY_MS, CARD_WIDTH, type CardDesign } from '../card-facts';

/**
 * One design, drawn by card-drawing.ts (the same image Download saves), shown at
 * 1016 x 640, or halved at 960 px and below (product §9); never wider than the screen.
 * Redrawn 500 ms after the facts stop changing (product §9).
 */
export function CardImage({
  design,
  facts,
  label,
}: {
  readonly design: CardDesign;
  readonly facts: CardFacts;
  readonly label: string;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const drawn = useRef(false);
  const { name, number, link, siteName } = facts;

  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(
      () => {
        drawCard(design, { name, number, link, siteName })
          .then((canvas) => {
            if (cancelled) return;
            drawn.current = true;
            setUrl(canvas.toDataURL('image/png'));
            setFailure(null);
          })
          .catch((error: unknown) => !cancelled && setFailure(errorMessage(error)));
      },
      drawn.current ? CARD_QR_REDRAW_DELAY_MS : 0,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [design, name, number, link, siteName]);

  if (failure) return <Alert color="red">{failure}</Alert>;
  return (
    <Box className={classes.card}>
      {url ? (
        <img
          src={url}
          alt={label}
          data-testid={`card-image-${design}`}
          width={CARD_WIDTH}
          height={CARD_HEIGHT}
          style={{
            display: 'block',
            width: '100%',
            height: 'auto',
            borderRadius: 12,
            boxShadow: '0 2px 10px rgba(0,0,0,0.18)',
          }}
        />
      ) : (
        <Skeleton w="100%" h="100%" radius={12} />
      )}
    </Box>
  );
}
