import type { OpenAPIObject } from '@nestjs/swagger';
import { loadSettings } from '../../../config/settings.js';
import { serversStep } from './servers.step.js';

describe('serversStep', () => {
  it("names the install's public address (SITE_URL) as the one server", () => {
    const settings = loadSettings({
      APP_MODE: 'test',
      SITE_URL: 'https://league.example.org/',
      SITE_NAME: 'Test League',
    });
    const document = {
      openapi: '3.0.0',
      info: { title: 'test', version: '1' },
      paths: {},
      servers: [],
    } as OpenAPIObject;
    serversStep(document, { settings });
    expect(document.servers).toEqual([{ url: 'https://league.example.org', description: 'Test League' }]);
  });
});
