import type { OpenAPIObject } from '@nestjs/swagger';
import { loadSettings, type Settings } from '../../../config/settings.js';

/** Where the document is committed, from the repository's root: what a client author generates a client from. */
export const COMMITTED_DOCUMENT_PATH = 'docs/openapi.json';

/**
 * The settings docs/openapi.json is built under: production's, at a made-up public address,
 * so the file is the same on every machine (the document reads SITE_URL and SITE_NAME only;
 * the secrets are placeholders production mode asks for, never used).
 */
export function committedDocumentSettings(): Settings {
  return loadSettings({
    APP_MODE: 'production',
    SITE_URL: 'https://league.example.org',
    SITE_NAME: 'Free Poker League',
    MAIL_LINK_SECRET: 'committed-document-placeholder',
    TOTP_KEY: 'committed-document-placeholder',
  });
}

/** Every object's keys in order, arrays as they are: the same document is the same text, whatever order Nest met the routes in. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/** The document as committed: pretty JSON, keys sorted, a final newline. */
export const documentText = (document: OpenAPIObject): string => `${JSON.stringify(sortedKeys(document), null, 2)}\n`;
