import { Tooltip } from '@mantine/core';

/** Mantine's Tooltip, in its own chunk: only wide screens with a mouse load it (wide-screen.ts). */
export const HoverTooltip = Tooltip;
