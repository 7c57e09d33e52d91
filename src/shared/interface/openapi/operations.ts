import type { OpenAPIObject, OperationObject, ParameterObject, ReferenceObject } from '@nestjs/swagger';

/** The HTTP methods a path item may hold an operation under (OpenAPI 3.0). */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface DocumentOperation {
  /** As documented: `/v1/venue/id/{venueID}` */
  path: string;
  /** Lower case, as the document keys it: `get` */
  method: (typeof HTTP_METHODS)[number];
  operation: OperationObject;
}

/** Every operation of the document, in document order. */
export function operationsOf(document: OpenAPIObject): DocumentOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => (item[method] ? [{ path, method, operation: item[method] }] : [])),
  );
}

/** A parameter written out in place (Nest writes them so; a `$ref` one is left as it is). */
export const isParameter = (parameter: ParameterObject | ReferenceObject): parameter is ParameterObject =>
  !('$ref' in parameter);
