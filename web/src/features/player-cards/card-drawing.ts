/**
 * Draws the player card on a canvas at its full 1016 x 640 (product §9), for the screen
 * and for Download (PNG): the image on the page is the image downloaded. The QR code
 * (the `qrcode` package) holds `{site}/p/{number}` with its quiet zone on white, so a
 * phone camera or a hand scanner reads it from the screen or from the print.
 */
import QRCode from 'qrcode';
import { CARD_HEIGHT, CARD_WIDTH, type CardDesign } from './card-facts';

export interface CardFacts {
  readonly name: string;
  readonly number: number;
  /** `{site}/p/{number}` */
  readonly link: string;
  readonly siteName: string;
}

const FONT = 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const FELT = '#1f5135';
const GOLD = '#d4a72c';
const INK = '#1a1b1e';

/** The largest font size (at most `size`) at which the text fits `width`. */
function fitFont(ctx: CanvasRenderingContext2D, text: string, weight: string, size: number, width: number): void {
  let px = size;
  for (;;) {
    ctx.font = `${weight} ${px}px ${FONT}`;
    if (ctx.measureText(text).width <= width || px <= 18) return;
    px -= 2;
  }
}

async function qrCanvas(link: string, size: number): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  await QRCode.toCanvas(canvas, link, {
    errorCorrectionLevel: 'M',
    margin: 4,
    width: size,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return canvas;
}

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Version 3: the pre-printed wide style, a felt band with the league's name over the player's part. */
async function drawVersion3(ctx: CanvasRenderingContext2D, facts: CardFacts): Promise<void> {
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  ctx.fillStyle = FELT;
  ctx.fillRect(0, 0, CARD_WIDTH, 176);
  ctx.fillStyle = GOLD;
  ctx.fillRect(0, 176, CARD_WIDTH, 10);
  ctx.fillStyle = '#ffffff';
  ctx.textBaseline = 'middle';
  fitFont(ctx, facts.siteName, 'bold', 60, CARD_WIDTH - 120);
  ctx.fillText(facts.siteName, 56, 76);
  ctx.fillStyle = GOLD;
  ctx.font = `600 30px ${FONT}`;
  ctx.fillText('PLAYER CARD', 56, 138);

  const qrSize = 380;
  const qrX = CARD_WIDTH - qrSize - 48;
  const qrY = 218;
  ctx.drawImage(await qrCanvas(facts.link, qrSize), qrX, qrY, qrSize, qrSize);

  const textWidth = qrX - 56 - 32;
  ctx.fillStyle = INK;
  ctx.textBaseline = 'alphabetic';
  fitFont(ctx, facts.name, 'bold', 64, textWidth);
  ctx.fillText(facts.name, 56, 330);
  ctx.fillStyle = FELT;
  ctx.font = `bold 56px ${FONT}`;
  ctx.fillText(String(facts.number), 56, 420);
  ctx.fillStyle = '#5c5f66';
  ctx.font = `26px ${FONT}`;
  ctx.fillText('Player Number', 56, 460);
  ctx.font = `24px ${FONT}`;
  ctx.fillText('Show this card at check-in.', 56, 560);
  fitFont(ctx, facts.link, 'normal', 22, textWidth);
  ctx.fillText(facts.link, 56, 596);
}

/** Version 2: plain, black on white with a border. */
async function drawVersion2(ctx: CanvasRenderingContext2D, facts: CardFacts): Promise<void> {
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 6;
  roundedRect(ctx, 12, 12, CARD_WIDTH - 24, CARD_HEIGHT - 24, 28);
  ctx.stroke();

  const qrSize = 420;
  const qrX = CARD_WIDTH - qrSize - 56;
  const qrY = (CARD_HEIGHT - qrSize) / 2;
  ctx.drawImage(await qrCanvas(facts.link, qrSize), qrX, qrY, qrSize, qrSize);

  const textWidth = qrX - 60 - 24;
  ctx.fillStyle = INK;
  ctx.textBaseline = 'alphabetic';
  fitFont(ctx, facts.siteName, '600', 34, textWidth);
  ctx.fillText(facts.siteName, 60, 100);
  fitFont(ctx, facts.name, 'bold', 60, textWidth);
  ctx.fillText(facts.name, 60, 300);
  ctx.font = `bold 52px ${FONT}`;
  ctx.fillText(String(facts.number), 60, 390);
  ctx.font = `26px ${FONT}`;
  ctx.fillText('Player Number', 60, 430);
  fitFont(ctx, facts.link, 'normal', 22, textWidth);
  ctx.fillText(facts.link, 60, 560);
}

/** A new canvas holding the card at full size. */
export async function drawCard(design: CardDesign, facts: CardFacts): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the card.');
  await (design === 'v3' ? drawVersion3(ctx, facts) : drawVersion2(ctx, facts));
  return canvas;
}

/** The card as a PNG file. */
export async function cardPng(design: CardDesign, facts: CardFacts): Promise<Blob> {
  const canvas = await drawCard(design, facts);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The card could not be saved.'))), 'image/png'),
  );
}
