import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { Settings } from '../../../config/settings.js';
import { answerBodies } from './answer-bodies.step.js';

/** What a step that completes the document may read: the settings it was built under. */
export interface ApiDocumentContext {
  settings: Settings;
}

/** One pass over the document Nest derived from the controllers, completing what decorators cannot say. */
export type ApiDocumentStep = (document: OpenAPIObject, context: ApiDocumentContext) => void;

/**
 * The steps, in order (issue 33). Each lives in its own file beside this one, so the document's
 * rules (path parameters, security, statuses and bodies) are each read and tested in one place.
 */
const STEPS: readonly ApiDocumentStep[] = [
  answerBodies(),
];

/** The API's OpenAPI document: served at /docs/json and committed as docs/openapi.json. */
export function buildApiDocument(app: INestApplication, settings: Settings): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${settings.siteName} API`)
      .setDescription('Reads answer { rows, total }; writes take { data, auth: { userID, authToken } } or a Bearer token; failures answer { error, code, field? }.')
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  for (const step of STEPS) step(document, { settings });
  return document;
}
