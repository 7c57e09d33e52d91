import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, type SecuritySchemeObject, SwaggerModule } from '@nestjs/swagger';
import type { Settings } from '../../../config/settings.js';
import { answerBodies } from './answer-bodies.step.js';
import { pathParametersStep } from './path-parameters.step.js';
import { securityStep } from './security.step.js';
import { serversStep } from './servers.step.js';

/** The security scheme's name, as `security` names it on each operation. */
export const SESSION_SCHEME = 'bearer';

/** A session: the opaque token a log-in answers, sent as `Authorization: Bearer <authToken>` (or as the body's `auth`). */
export const SESSION_TOKEN: SecuritySchemeObject = {
  type: 'http',
  scheme: 'bearer',
  description:
    "An opaque session token: the 43 characters POST /v1/user/login (or /v1/user/login/totp) answers as authToken. Not a JWT: it carries nothing to decode, and only the server can check it. Writes may send it as the body's auth: { userID, authToken } instead.",
};

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
// answerBodies last: it reads each operation's parameters as the path-parameters step left them.
const STEPS: readonly ApiDocumentStep[] = [pathParametersStep, securityStep(), serversStep, answerBodies()];

/** The API's OpenAPI document: served at /docs/json and committed as docs/openapi.json. */
export function buildApiDocument(app: INestApplication, settings: Settings): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${settings.siteName} API`)
      .setDescription(
        'Reads answer { rows, total }; writes take { data, auth: { userID, authToken } } or a Bearer token; failures answer { error, code, field? }.',
      )
      .setVersion('1')
      // Not addBearerAuth(): it says bearerFormat JWT, and a session token is no JWT (nothing to decode, only the server can check it).
      .addSecurity(SESSION_SCHEME, SESSION_TOKEN)
      .build(),
  );
  for (const step of STEPS) step(document, { settings });
  return document;
}
