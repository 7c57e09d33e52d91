import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits (docs/decisions/0050-the-founding-rulings-now-live-here-and-in-the-docs.md: at least 128), URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
