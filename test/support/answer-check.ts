/**
 * Every answer a suite receives through test/support/api.ts is checked against what the API's
 * OpenAPI document (/docs/json) declares for that operation and status (issue 33): a status the
 * operation does not declare, a missing required field, an undeclared field or a wrong type fails
 * the call. Answers of paths the document does not describe (the site, /metrics, the dashboard)
 * are not checked.
 *
 * API_ANSWER_CHECK=off turns it off; API_ANSWER_CHECK=report:<file> appends each mismatch to
 * the file as a JSON line instead of failing (to survey a whole run).
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

interface DocumentSchemas {
  paths: Record<
    string,
    Record<
      string,
      { operationId?: string; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }
    >
  >;
  components?: { schemas?: Record<string, unknown> };
}

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  /** Literal segments first: `/v1/player/list/10` before `/v1/player/list/{filter}/{text}`. */
  parameters: number;
}

interface Checker {
  routes: Route[];
  document: DocumentSchemas;
  validators: Map<string, ValidateFunction>;
  ajv: Ajv;
}

const checkers = new Map<string, Promise<Checker>>();
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const DOCUMENT_ID = 'https://league.invalid/openapi';
const COMMITTED_DOCUMENT = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));

/** A mismatch's words, or undefined when the answer is as declared (or not the document's to say). */
export async function answerMismatch(
  url: string,
  method: string,
  path: string,
  status: number,
  contentType: string,
  body: unknown,
): Promise<string | undefined> {
  const mode = process.env.API_ANSWER_CHECK ?? 'on';
  if (mode === 'off') return undefined;
  const checker = await checkerOf(url);
  if (!checker) return undefined;
  const pathname = path.split('?')[0]!;
  const route = checker.routes.find(
    (candidate) => candidate.method === method.toLowerCase() && candidate.pattern.test(pathname),
  );
  if (!route) return undefined;
  const operation = checker.document.paths[route.template]![route.method]!;
  const endpoint = `${method} ${route.template} (${operation.operationId})`;
  const declared = operation.responses?.[String(status)];
  let mismatch: string | undefined;
  if (!declared) {
    mismatch = `${endpoint} answered ${status}, which it does not declare (declared: ${Object.keys(operation.responses ?? {}).join(', ')}); body ${JSON.stringify(body).slice(0, 300)}`;
  } else if (contentType.includes('json')) {
    const key = `${route.template} ${route.method} ${status}`;
    let validate = checker.validators.get(key);
    const schema = declared.content?.['application/json']?.schema;
    if (!schema) {
      mismatch = `${endpoint} answered ${status} with JSON, but declares no JSON body for it`;
    } else {
      if (!validate) {
        validate = checker.ajv.compile(withDocumentRefs(schema) as object);
        checker.validators.set(key, validate);
      }
      if (!validate(body)) {
        const errors = (validate.errors ?? [])
          .slice(0, 5)
          .map(
            (error) =>
              `${error.instancePath || '/'} ${error.message}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}`,
          );
        mismatch = `${endpoint} answered ${status} not as declared: ${errors.join('; ')}; body ${JSON.stringify(body).slice(0, 300)}`;
      }
    }
  }
  if (mismatch && mode.startsWith('report:')) {
    appendFileSync(
      mode.slice('report:'.length),
      `${JSON.stringify({ mismatch, suite: process.env.JEST_WORKER_ID ? expect.getState().testPath : undefined })}\n`,
    );
    return undefined;
  }
  return mismatch;
}

/** `#/components/schemas/X` as a reference into the document registered with ajv. */
function withDocumentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withDocumentRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string'
        ? item.replace('#/components/schemas/', `${DOCUMENT_ID}#/definitions/`)
        : withDocumentRefs(item),
    ]),
  );
}

function checkerOf(url: string): Promise<Checker> {
  let checker = checkers.get(url);
  if (!checker) {
    checker = (async () => {
      const response = await fetch(`${url}/docs/json`);
      // An app that does not serve its document (API_DOCS off, as production runs) is checked against the
      // committed one: docs/openapi.json, which test/api/openapi-document.e2e-spec.ts keeps equal to it.
      if (response.status !== 200 && response.status !== 404)
        throw new Error(`answer check: ${url}/docs/json answered ${response.status}`);
      const document = (
        response.status === 200 ? await response.json() : JSON.parse(readFileSync(COMMITTED_DOCUMENT, 'utf8'))
      ) as DocumentSchemas;
      const ajv = new Ajv({ strict: true, allErrors: true });
      addFormats(ajv);
      // OpenAPI's annotations, not JSON Schema's.
      ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator']);
      const definitions = Object.fromEntries(
        Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => [name, withDocumentRefs(schema)]),
      );
      ajv.addSchema({ $id: DOCUMENT_ID, definitions });
      const routes = Object.entries(document.paths)
        .flatMap(([template, methods]) =>
          Object.keys(methods).map((method) => ({
            method,
            template,
            pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
            parameters: (template.match(/\{/g) ?? []).length,
          })),
        )
        .sort((a, b) => a.parameters - b.parameters);
      return { routes, document, validators: new Map(), ajv };
    })();
    checkers.set(url, checker);
    // A failed read (the app not up yet) is tried again on the next call.
    checker.catch(() => checkers.delete(url));
  }
  return checker;
}
