import type { ApiDocumentStep } from './api-document.js';

/** The one server: the install's public address (SITE_URL), where /v1 is served. */
export const serversStep: ApiDocumentStep = (document, { settings }) => {
  document.servers = [{ url: settings.siteUrl, description: settings.siteName }];
};
