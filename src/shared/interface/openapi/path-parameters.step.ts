import type { ParameterObject, SchemaObject } from '@nestjs/swagger';
import type { ApiDocumentStep } from './api-document.js';
import { isParameter, operationsOf } from './operations.js';

/** `/v1/venue/list/{playerID}/{start}` -> `['playerID', 'start']` */
export const pathNamesOf = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);

/** What a path parameter no route declares is: a segment of text. */
const SEGMENT: SchemaObject = { type: 'string' };

/**
 * Each operation's `in: path` parameters become exactly the `{names}` of its path, in the
 * path's order. A handler served under several paths (`list/:venueID`, `list/:venueID/:start`)
 * is described once by Nest, with every parameter of its longest path on each of them; and a
 * parameter typed `string | undefined` (no runtime type) is left out altogether. So extra
 * ones are dropped, and a missing one is added, typed as another operation of the document
 * declares that name (the same pipe, on a sibling path), else as a string.
 */
export const pathParametersStep: ApiDocumentStep = (document) => {
  const operations = operationsOf(document);
  const declared = new Map<string, ParameterObject>();
  for (const { operation } of operations) {
    for (const parameter of (operation.parameters ?? []).filter(isParameter)) {
      if (parameter.in === 'path' && parameter.schema && !declared.has(parameter.name))
        declared.set(parameter.name, parameter);
    }
  }
  for (const { path, operation } of operations) {
    const parameters = operation.parameters ?? [];
    const own = new Map(
      parameters
        .filter(isParameter)
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => [parameter.name, parameter]),
    );
    const inPath = pathNamesOf(path).map((name): ParameterObject => {
      const parameter = own.get(name) ?? {
        ...declared.get(name),
        name,
        in: 'path',
        schema: declared.get(name)?.schema ?? SEGMENT,
      };
      return { ...parameter, required: true };
    });
    const others = parameters.filter((parameter) => !isParameter(parameter) || parameter.in !== 'path');
    operation.parameters = [...inPath, ...others];
  }
};
