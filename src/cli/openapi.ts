import { commandLine } from './command-line.js';

/**
 * Writes the API's OpenAPI document to docs/openapi.json:
 *   npm run openapi
 * Built as /docs/json builds it, under fixed production settings (committed-document.ts), so
 * the file is the same on every machine. Needs no database or Redis: the app is made in Nest's
 * preview mode (its modules read, no provider started), which is all the document needs.
 */
commandLine({
  usage: 'usage: npm run openapi',
  about: `Writes the API's OpenAPI document (what /docs/json serves) to docs/openapi.json, built under fixed production
settings (SITE_URL https://league.example.org), keys sorted. Needs no database or Redis. test/api/openapi-document.e2e-spec.ts
fails while the committed file is not what this writes. No options but -h, --help.`,
});

await import('reflect-metadata');
const { writeFileSync } = await import('node:fs');
const { NestFactory } = await import('@nestjs/core');
const { FastifyAdapter } = await import('@nestjs/platform-fastify');
const { AppModule } = await import('../app.module.js');
const { buildApiDocument } = await import('../shared/interface/openapi/api-document.js');
const { COMMITTED_DOCUMENT_PATH, committedDocumentSettings, documentText } =
  await import('../shared/interface/openapi/committed-document.js');

const settings = committedDocumentSettings();
const app = await NestFactory.create(AppModule.forRoot(settings), new FastifyAdapter(), {
  preview: true,
  logger: ['error'],
});
const document = buildApiDocument(app, settings);
writeFileSync(COMMITTED_DOCUMENT_PATH, documentText(document));
console.log(`Wrote ${COMMITTED_DOCUMENT_PATH}: ${Object.keys(document.paths).length} paths`);
// Preview mode may leave a module's timer or client open (a jest run of it did not exit); nothing here needs to finish.
process.exit(0);
