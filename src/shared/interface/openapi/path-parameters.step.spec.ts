import type { OpenAPIObject } from '@nestjs/swagger';
import { loadSettings } from '../../../config/settings.js';
import { pathNamesOf, pathParametersStep } from './path-parameters.step.js';

const settings = loadSettings({ APP_MODE: 'test' });
const number = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'number' } });
const query = { name: 'eventType', in: 'query', required: false, schema: { type: 'number' } };

function documentOf(paths: Record<string, unknown[]>): OpenAPIObject {
  return {
    openapi: '3.0.0',
    info: { title: 'test', version: '1' },
    paths: Object.fromEntries(
      Object.entries(paths).map(([path, parameters]) => [path, { get: { parameters, responses: {} } }]),
    ),
  } as OpenAPIObject;
}

const parametersOf = (document: OpenAPIObject, path: string) => document.paths[path]!.get!.parameters;

describe('pathParametersStep', () => {
  it('reads the names of a path in order', () => {
    expect(pathNamesOf('/v1/venue/list/{playerID}/{start}/{stop}')).toEqual(['playerID', 'start', 'stop']);
    expect(pathNamesOf('/v1/health')).toEqual([]);
  });

  it('drops path parameters the path does not have, keeping the others', () => {
    const document = documentOf({ '/v1/event/list/{venueID}': [number('venueID'), number('start'), query] });
    pathParametersStep(document, { settings });
    expect(parametersOf(document, '/v1/event/list/{venueID}')).toEqual([number('venueID'), query]);
  });

  it('adds a missing one, typed as another operation declares that name, else as a required string', () => {
    const document = documentOf({
      '/v1/venue/list/{playerID}/{start}': [number('playerID')],
      '/v1/event/list/{venueID}/{start}': [
        number('venueID'),
        { name: 'start', in: 'path', required: true, schema: { type: 'string', format: 'date' } },
      ],
      '/v1/thing/{other}': [],
    });
    pathParametersStep(document, { settings });
    expect(parametersOf(document, '/v1/venue/list/{playerID}/{start}')).toEqual([
      number('playerID'),
      { name: 'start', in: 'path', required: true, schema: { type: 'string', format: 'date' } },
    ]);
    expect(parametersOf(document, '/v1/thing/{other}')).toEqual([
      { name: 'other', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });

  it("puts them in the path's order, each required", () => {
    const document = documentOf({
      '/v1/a/{first}/{second}': [{ ...number('second'), required: false }, number('first')],
    });
    pathParametersStep(document, { settings });
    expect(parametersOf(document, '/v1/a/{first}/{second}')).toEqual([number('first'), number('second')]);
  });
});
