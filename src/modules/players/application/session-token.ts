import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits (decisions.md: at least 128), URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
