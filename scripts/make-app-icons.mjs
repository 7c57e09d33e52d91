#!/usr/bin/env node
// Makes the installed app's icons (web/public/icons) from the league's mark, web/public/favicon.svg.
// Run again after the mark changes: node scripts/make-app-icons.mjs
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const FELT = '#0b6b35';
const mark = readFileSync('web/public/favicon.svg');

/** The chip as it is, on a transparent square. */
async function plain(size) {
  await sharp(mark, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`web/public/icons/app-${size}.png`);
}

// A maskable icon is cut to a circle or a rounded square by the phone: the chip sits inside the
// middle 80 % (the safe zone) on the felt colour, so nothing of it is cut off.
async function maskable(size) {
  const inner = Math.round(size * 0.72);
  const chip = await sharp(mark, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: FELT } })
    .composite([{ input: chip, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(`web/public/icons/app-maskable-${size}.png`);
}

await plain(192);
await plain(512);
await maskable(512);
// iOS ignores the manifest's icons: apple-touch-icon, opaque (iOS paints transparency black).
await sharp({ create: { width: 180, height: 180, channels: 4, background: FELT } })
  .composite([
    {
      input: await sharp(mark, { density: (72 * 160) / 64 })
        .resize(160, 160)
        .png()
        .toBuffer(),
      gravity: 'center',
    },
  ])
  .flatten({ background: FELT })
  .png({ compressionLevel: 9 })
  .toFile('web/public/icons/apple-touch-icon.png');
console.log('app icons written to web/public/icons');
