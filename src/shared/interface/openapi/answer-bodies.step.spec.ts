import type { OpenAPIObject } from '@nestjs/swagger';
import type { Settings } from '../../../config/settings.js';
import { answerBodies, type AnswerSchemas, errorStatuses } from './answer-bodies.step.js';
import ANSWER_SCHEMAS from './answer-schemas.json' with { type: 'json' };

const answers: AnswerSchemas = {
  answers: {
    VenuesController_list: { status: 200, schema: 'VenuesController_list', source: 'x' },
    VenuesController_save: { status: 201, schema: 'VenuesController_save', source: 'x' },
    CalendarController_league: { status: 200, contentTypes: ['text/calendar'], source: 'x' },
    PlayerImagesController_show: { status: 200, contentTypes: ['image/png'], source: 'x' },
    HealthController_health: { status: 200, alsoStatuses: [503], schema: 'HealthReport', source: 'x' },
  },
  schemas: {
    VenuesController_list: { type: 'object', properties: { rows: { type: 'array' } }, additionalProperties: false },
    VenuesController_save: { type: 'object', properties: { message: { type: 'string' } }, additionalProperties: false },
    HealthReport: { type: 'object' },
  },
  errorCodes: {
    '400': ['FIELD_REQUIRED', 'BAD_REQUEST'],
    '401': ['NOT_LOGGED_IN'],
    '403': ['UNAUTHORIZED'],
    '404': ['VENUE_NOT_FOUND'],
    '431': ['HEADERS_TOO_LARGE'],
    '500': ['INTERNAL_ERROR'],
    '503': ['SERVICE_UNAVAILABLE'],
  },
};

const documentOf = (paths: OpenAPIObject['paths']): OpenAPIObject => ({
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  paths,
  components: { schemas: { VenueDto: { type: 'object' } } },
});
const run = (document: OpenAPIObject, schemas = answers) =>
  answerBodies(schemas)(document, { settings: {} as Settings });

describe('answer-bodies step', () => {
  it('puts the answer schemas beside the request schemas, and an error body per status answered with its codes', () => {
    const document = documentOf({
      '/v1/venue': {
        post: {
          operationId: 'VenuesController_save',
          requestBody: { content: {} },
          responses: {},
          summary: '413 when too large',
        },
      },
    });
    run(document);
    expect(Object.keys(document.components!.schemas!).sort()).toEqual([
      'ErrorBody',
      'ErrorBody400',
      'ErrorBody401',
      'ErrorBody403',
      'ErrorBody431',
      'ErrorBody500',
      'ErrorBody503',
      'HealthReport',
      'VenueDto',
      'VenuesController_list',
      'VenuesController_save',
    ]);
    expect(
      (document.components!.schemas!.ErrorBody as { properties: { code: { enum: string[] } } }).properties.code.enum,
    ).toHaveLength(8);
    expect(document.components!.schemas!.ErrorBody400).toEqual({
      type: 'object',
      properties: {
        error: { type: 'string' },
        code: { type: 'string', enum: ['FIELD_REQUIRED', 'BAD_REQUEST'] },
        field: { type: 'string' },
      },
      required: ['error', 'code'],
      additionalProperties: false,
    });
  });

  it("refers each operation's success status to its handler's answer, also an operation of an array path (`[n]`)", () => {
    const document = documentOf({
      '/v1/venue/list/{playerID}': {
        get: {
          operationId: 'VenuesController_list[0]',
          parameters: [{ name: 'playerID', in: 'path', required: true }],
          responses: { 200: { description: '' } },
        },
      },
    });
    run(document);
    const responses = document.paths['/v1/venue/list/{playerID}']!.get!.responses;
    expect(responses['200']).toEqual({
      description: 'OK',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/VenuesController_list' } } },
    });
    expect(Object.keys(responses)).toEqual(['200', '400', '404', '431', '500', '503']);
    expect(responses['404']).toEqual({
      description: 'Not Found',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody404' } } },
    });
  });

  it('creates the success response of an operation that declares only 401 and 403, and keeps their descriptions', () => {
    const document = documentOf({
      '/v1/venue': {
        post: {
          operationId: 'VenuesController_save',
          requestBody: { content: {} },
          responses: { 401: { description: 'No or invalid session' }, 403: { description: 'Role too low' } },
        },
      },
    });
    run(document);
    const responses = document.paths['/v1/venue']!.post!.responses;
    expect(Object.keys(responses)).toEqual(['201', '400', '401', '403', '431', '500', '503']);
    expect(responses['201']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/VenuesController_save' } } },
    });
    expect(responses['401']).toEqual({
      description: 'No or invalid session',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody401' } } },
    });
  });

  it('declares the content type of an answer that is not JSON', () => {
    const document = documentOf({
      '/v1/calendar/league.ics': {
        get: { operationId: 'CalendarController_league', responses: { 200: { description: '' } } },
      },
      '/v1/player/image/{name}': {
        get: { operationId: 'PlayerImagesController_show', responses: { 200: { description: '' } } },
      },
    });
    run(document);
    expect(document.paths['/v1/calendar/league.ics']!.get!.responses['200']).toEqual({
      description: 'OK',
      content: { 'text/calendar': { schema: { type: 'string' } } },
    });
    expect(document.paths['/v1/player/image/{name}']!.get!.responses['200']).toMatchObject({
      content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
    });
  });

  it("answers a second status with the same body when the handler sets it (health's 503)", () => {
    const document = documentOf({ '/v1/health': { get: { operationId: 'HealthController_health', responses: {} } } });
    run(document);
    expect(document.paths['/v1/health']!.get!.responses['503']).toEqual({
      description: 'Service Unavailable',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/HealthReport' } } },
    });
  });

  it('fails on an operation the answers file does not know, and on a schema name taken by a request schema', () => {
    expect(() => run(documentOf({ '/x': { get: { operationId: 'NewController_read', responses: {} } } }))).toThrow(
      /no answer for NewController_read/,
    );
    expect(() => run(documentOf({}), { ...answers, schemas: { VenueDto: {} } })).toThrow(/VenueDto/);
  });

  it('reads error statuses from the access table, the parameters and the words of the operation', () => {
    expect(errorStatuses({ responses: {} }, 'GET /v1/health')).toEqual([431, 500, 503]);
    expect(errorStatuses({ responses: {} }, 'POST /v1/admin/standings/rebuild')).toEqual([
      400, 401, 403, 431, 500, 503,
    ]);
    expect(errorStatuses({ responses: {}, requestBody: { content: {} } }, 'POST /v1/venue')).toEqual([
      400, 401, 403, 431, 500, 503,
    ]);
    expect(errorStatuses({ responses: {}, requestBody: { content: {} } }, 'DELETE /v1/venue', [400, 404, 409])).toEqual(
      [400, 401, 403, 404, 409, 431, 500, 503],
    );
    expect(errorStatuses({ responses: {} }, 'GET /v1/venue/list/{playerID}', [400, 404, 409])).toEqual([431, 500, 503]);
    expect(
      errorStatuses(
        {
          responses: {},
          summary: 'Set it; 409 CLOCK_VERSION_CONFLICT',
          parameters: [{ name: 'Idempotency-Key', in: 'header' }],
        },
        'POST /v1/x',
      ),
    ).toEqual([400, 409, 422, 431, 500, 503]);
  });

  it('the committed answers describe every status the catalogue knows', () => {
    const file = ANSWER_SCHEMAS as unknown as AnswerSchemas;
    expect(Object.keys(file.errorCodes)).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '429', '503']),
    );
    expect(file.errorCodes['401']).toEqual(expect.arrayContaining(['NOT_LOGGED_IN', 'UNAUTHENTICATED']));
  });
});
