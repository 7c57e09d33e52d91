import type { OpenAPIObject } from '@nestjs/swagger';
import { ACCESS_TABLE, endpointKey, type EndpointAccess, VISITOR } from '../auth/access-table.js';
import type { ApiDocumentStep } from './api-document.js';
import { operationsOf } from './operations.js';

/** The name the document gives its Bearer session scheme (DocumentBuilder's default is `bearer`). */
export function bearerSchemeName(document: OpenAPIObject): string {
  const schemes = Object.entries(document.components?.securitySchemes ?? {});
  const bearer = schemes.find(
    ([, scheme]) => 'type' in scheme && scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer',
  );
  if (!bearer) throw new Error('the API document has no http bearer security scheme');
  return bearer[0];
}

/**
 * Each operation's `security`, from the access table (the rows the guard's `@Access` must
 * equal): a visitor's row is public (`[]`, no session asked), any other needs the Bearer
 * session. An operation without a row is left as Nest wrote it: the access-table suite
 * fails on it, naming the row to add.
 */
export function securityStep(table: Readonly<Record<string, EndpointAccess>> = ACCESS_TABLE): ApiDocumentStep {
  return (document) => {
    const scheme = bearerSchemeName(document);
    for (const { path, method, operation } of operationsOf(document)) {
      const access = table[endpointKey(method, path)];
      if (access) operation.security = access.level === VISITOR ? [] : [{ [scheme]: [] }];
    }
  };
}
