import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import type { Settings } from './config/settings.js';
import { RedisIoAdapter } from './shared/infrastructure/realtime/redis-io.adapter.js';
import { DomainErrorFilter } from './shared/interface/domain-error.filter.js';
import { SpecValidationPipe } from './shared/interface/validation/spec-validation.pipe.js';

/**
 * Builds the API process: JSON API under /v1, OpenAPI at /docs, the socket.io
 * gateway, and the built site with client-side routes falling back to index.html.
 */
export async function createApp(settings: Settings): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ trustProxy: true, bodyLimit: 2 * 1024 * 1024 });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(settings), adapter, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();

  const siteDir = resolve(settings.webDistDir);
  const indexFile = join(siteDir, 'index.html');
  const siteIndex = existsSync(indexFile) ? withSiteSettings(readFileSync(indexFile, 'utf8'), settings) : undefined;
  if (siteIndex) {
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: false,
      index: false,
      // Vite fingerprints everything under /assets, so it may be cached for good.
      setHeaders: (response, path) => {
        response.header('Cache-Control', path.includes(`${join('dist', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.useGlobalFilters(new DomainErrorFilter(siteIndex));
  app.useGlobalPipes(new SpecValidationPipe());

  app.useWebSocketAdapter(new RedisIoAdapter(app, settings.redisUrl, settings.queuePrefix));

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${settings.siteName} API`)
      .setDescription('Reads answer { rows, total }; writes take { data, auth: { userID, authToken } } or a Bearer token; failures answer { error }.')
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs/json' });
  return app;
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The site reads its name and contact address from these meta tags, so the settings reach the browser. */
function withSiteSettings(html: string, settings: Settings): string {
  return html
    .replace(/(<meta name="league-site-name" content=")[^"]*(")/, `$1${escapeAttribute(settings.siteName)}$2`)
    .replace(/(<meta name="league-contact-email" content=")[^"]*(")/, `$1${escapeAttribute(settings.contactEmail)}$2`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(settings.siteName)}</title>`);
}
