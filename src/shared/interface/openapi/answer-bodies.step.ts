import { STATUS_CODES } from 'node:http';
import type { OperationObject, ParameterObject, ReferenceObject, ResponseObject, SchemaObject } from '@nestjs/swagger';
import { ACCESS_TABLE, endpointKey, VISITOR } from '../auth/access-table.js';
import type { ApiDocumentStep } from './api-document.js';
import ANSWER_SCHEMAS from './answer-schemas.json' with { type: 'json' };

/** What scripts/answer-schemas.mjs derives from the code (answer-schemas.json). */
export interface AnswerSchemas {
  /** By operationId without its `[n]` (one per controller method). */
  answers: Record<
    string,
    {
      status: number;
      alsoStatuses?: number[];
      contentTypes?: string[];
      schema?: string;
      source: string;
      moduleErrorStatuses?: number[];
    }
  >;
  schemas: Record<string, SchemaObject>;
  /** The catalogue's codes by the status they answer. */
  errorCodes: Record<string, string[]>;
}

/**
 * Error bodies a handler answers itself besides `{ error, code, field? }`: the clock's version
 * conflict carries the clock (game-clock.controller.ts conflictAware). Keep it small.
 */
const OWN_ERROR_BODIES: Readonly<Record<string, Readonly<Record<number, string>>>> = {
  GameClockController_control: { 409: 'ConflictAnswer' },
  GameClockController_structure: { 409: 'ConflictAnswer' },
};

const ERROR_STATUS_WORDS = /\b(400|404|409|413|422|429|503)\b/g;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const ref = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });
const errorBodyName = (status: number): string => `ErrorBody${status}`;

/**
 * Each operation's answers (issue 33): its success status with the body its handler's return
 * type declares (or the content type it sends: HTML, iCalendar, images, XML, text), and every
 * error status it can answer, each with an `{ error, code, field? }` schema whose code is one of
 * the catalogue's codes for that status. The statuses come from the code:
 * - 400 when the operation takes parameters or a body (the validation pipe and the field tables refuse bad ones), and for every write (a body that is not JSON);
 * - for a write, the statuses of its module's DomainErrors (its domain's *.errors.ts: 404, 409, 429...);
 * - 401 and 403 when the access table asks for a session;
 * - 404 for reads by path parameter;
 * - 422 when it takes an Idempotency-Key (IDEMPOTENCY_KEY_REUSED);
 * - any 4xx or 503 the operation's own summary or description names (e.g. "409 CLOCK_VERSION_CONFLICT");
 * - 431, 500 and 503 for every operation: headers too long, a fault of ours, a database away or a busy process answer them anywhere.
 */
export const answerBodies =
  (answerSchemas: AnswerSchemas = ANSWER_SCHEMAS as unknown as AnswerSchemas): ApiDocumentStep =>
  (document) => {
    const schemas = ((document.components ??= {}).schemas ??= {});
    for (const [name, schema] of Object.entries(answerSchemas.schemas)) {
      if (schemas[name]) throw new Error(`answer-bodies: the answer schema ${name} has the name of a request schema`);
      schemas[name] = schema;
    }
    // An error body per status answered, its code one of the catalogue's codes for that status (all codes for a status the catalogue lacks).
    const errorBodyOf = (status: number): string => {
      const codes = answerSchemas.errorCodes[status];
      const name = codes ? errorBodyName(status) : 'ErrorBody';
      schemas[name] ??= errorBody(codes ?? Object.values(answerSchemas.errorCodes).flat().sort());
      return name;
    };

    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const id = (operation.operationId ?? '').replace(/\[\d+\]$/, '');
        const answer = answerSchemas.answers[id];
        if (!answer)
          throw new Error(
            `answer-bodies: no answer for ${id} (${method.toUpperCase()} ${path}); run node scripts/answer-schemas.mjs`,
          );
        const responses = (operation.responses ??= {});
        // Nest's default 200 without a body goes when the route answers another status.
        if (answer.status !== 200 && isBare(responses['200'])) delete responses['200'];
        const content = successContent(answer);
        for (const status of [answer.status, ...(answer.alsoStatuses ?? [])]) {
          responses[String(status)] = {
            description: describe(responses[String(status)], status),
            ...(content ? { content } : {}),
          };
        }
        for (const status of errorStatuses(operation, endpointKey(method, path), answer.moduleErrorStatuses)) {
          if (status === answer.status || answer.alsoStatuses?.includes(status)) continue;
          const own = OWN_ERROR_BODIES[id]?.[status];
          const schema = own ? { anyOf: [ref(own), ref(errorBodyOf(status))] } : ref(errorBodyOf(status));
          responses[String(status)] = {
            description: describe(responses[String(status)], status),
            content: { 'application/json': { schema } },
          };
        }
        operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
      }
    }
  };

function errorBody(codes: string[]): SchemaObject {
  return {
    type: 'object',
    properties: { error: { type: 'string' }, code: { type: 'string', enum: codes }, field: { type: 'string' } },
    required: ['error', 'code'],
    additionalProperties: false,
  };
}

function successContent(answer: AnswerSchemas['answers'][string]): ResponseObject['content'] {
  if (answer.schema) return { 'application/json': { schema: ref(answer.schema) } };
  if (!answer.contentTypes?.length) return undefined;
  return Object.fromEntries(
    answer.contentTypes.map((type) => [
      type,
      { schema: type.startsWith('image/') ? { type: 'string', format: 'binary' } : { type: 'string' } },
    ]),
  );
}

const isBare = (response: ResponseObject | ReferenceObject | undefined): boolean =>
  !!response && !('$ref' in response) && !response.content && !response.description;

const describe = (response: ResponseObject | ReferenceObject | undefined, status: number): string =>
  (response && 'description' in response && response.description) || STATUS_CODES[status] || String(status);

/** The error statuses an operation can answer, from what it takes, who may call it and what its words say. */
export function errorStatuses(
  operation: OperationObject,
  endpoint: string,
  moduleErrorStatuses: readonly number[] = [],
): number[] {
  // Anywhere: a fault of ours, a database away or a busy process; an address or headers too long for the HTTP parser.
  const statuses = new Set<number>([431, 500, 503]);
  // A write may meet any rule of its module: a record not found, a clash, a limit.
  if (!endpoint.startsWith('GET ')) moduleErrorStatuses.forEach((status) => statuses.add(status));
  const parameters = (operation.parameters ?? []) as ParameterObject[];
  // A write's body is parsed whatever it declares: one that is not JSON answers 400 INVALID_JSON.
  if (parameters.length || operation.requestBody || !endpoint.startsWith('GET ')) statuses.add(400);
  const access = ACCESS_TABLE[endpoint];
  if (access && access.level !== VISITOR) [401, 403].forEach((status) => statuses.add(status));
  if (endpoint.startsWith('GET ') && parameters.some((parameter) => parameter.in === 'path')) statuses.add(404);
  if (parameters.some((parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key'))
    statuses.add(422);
  for (const match of `${operation.summary ?? ''} ${operation.description ?? ''}`.matchAll(ERROR_STATUS_WORDS))
    statuses.add(Number(match[1]));
  return [...statuses].sort();
}
