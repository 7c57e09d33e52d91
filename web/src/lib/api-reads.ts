/**
 * The site's reads typed from the API's own document (issue 33): api-schema.d.ts is what
 * openapi-typescript makes of docs/openapi.json (`npm run openapi` rewrites both), and a
 * read's answer type is the 200 `application/json` body its operation declares there. A
 * field renamed on the server is a type error on the site.
 *
 *   const path = readPath('/v1/venue/id/{venueID}', { venueID: 12 }); // '/v1/venue/id/12'
 *   const answer = await apiRead(path, { signal });                 // Answer<'/v1/venue/id/{venueID}'>
 *
 * A ReadPath is a plain string at run time (a query key as before) that carries, in its
 * type, the template it was made from; apiRead is api-client's apiGet (ApiError, Retry-After,
 * the session's Bearer header, timeouts, the server render's fetch), answer typed.
 */
import { apiGet, apiUpload, apiWrite, type RequestOptions, type UploadOptions } from './api-client';
import type { components, paths } from './api-schema';

/** A schema of the document by name, e.g. Schema<'LeaderboardRow'>. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/**
 * The JSON body an operation answers on success (200, else 201), less any body carrying an
 * `error` (a 200 the document allows for a clash, e.g. ConflictAnswer): api-client throws
 * ApiError for those, so a call never returns one.
 */
type OkAnswer<Operation> = Exclude<
  Operation extends { responses: { 200: { content: { 'application/json': infer Body } } } }
    ? Body
    : Operation extends { responses: { 201: { content: { 'application/json': infer Body } } } }
      ? Body
      : never,
  { error: unknown }
>;

/** The document's GET paths that answer JSON. */
export type ReadTemplate = {
  [P in keyof paths]: paths[P] extends { get: infer Operation }
    ? [OkAnswer<Operation>] extends [never]
      ? never
      : P
    : never;
}[keyof paths];

/** What a read answers, from its path template. */
export type Answer<P extends ReadTemplate> = OkAnswer<paths[P]['get']>;

type ParametersOf<Operation, In extends 'path' | 'query'> = Operation extends {
  parameters: { [K in In]?: infer Given };
}
  ? Exclude<Given, undefined>
  : never;
/** A read's path parameters (`{venueID}` …), as the document types them. */
export type PathParams<P extends ReadTemplate> = ParametersOf<paths[P]['get'], 'path'>;
/** A read's query parameters, as the document types them. */
export type QueryParams<P extends ReadTemplate> = ParametersOf<paths[P]['get'], 'query'>;

declare const template: unique symbol;
/** A read's URL, typed by the template it was made from; a plain string at run time. */
export type ReadPath<P extends ReadTemplate> = string & { readonly [template]: P };

const filled = (path: string, params: object | undefined): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for {${name}}`);
    // As given, as the hand-built paths did: the one free-text segment (the player search) comes encoded by its maker.
    return String(value);
  });

const withQuery = (path: string, query: object | undefined): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** The URL of a read: its template filled with the path parameters (as given), then any query parameters. */
export function readPath<P extends ReadTemplate>(
  path: P,
  ...[params, query]: [PathParams<P>] extends [never]
    ? [params?: undefined, query?: QueryParams<P>]
    : [params: PathParams<P>, query?: QueryParams<P>]
): ReadPath<P> {
  return withQuery(filled(path, params), query) as ReadPath<P>;
}

/** GET a read made by readPath; its answer is typed by the document. */
export function apiRead<P extends ReadTemplate>(path: ReadPath<P>, options?: RequestOptions): Promise<Answer<P>> {
  return apiGet<Answer<P>>(path, options);
}

/** The document's paths a method writes to, answering JSON. */
export type WriteTemplate<M extends 'post' | 'put' | 'delete'> = {
  [P in keyof paths]: paths[P] extends { [K in M]: infer Operation }
    ? [OkAnswer<Operation>] extends [never]
      ? never
      : P
    : never;
}[keyof paths];

/** What a write answers, from its method and path template. */
export type WriteAnswer<M extends 'post' | 'put' | 'delete', P extends WriteTemplate<M>> = paths[P] extends {
  [K in M]: infer Operation;
}
  ? OkAnswer<Operation>
  : never;

/**
 * A request field's value as the site may send it: an enum as its base type (a form carries a
 * field table's choices as plain numbers and text, and the server refuses any other value:
 * FIELD_NOT_VALID), and an item the document leaves undescribed (`{}`) as any object.
 */
type Sendable<Value> = Value extends readonly (infer Item)[]
  ? readonly Sendable<Item>[]
  : Value extends string
    ? string
    : Value extends number
      ? number
      : Value extends boolean
        ? boolean
        : Value extends object
          ? string extends keyof Value
            ? object
            : { [K in keyof Value]: Sendable<Value[K]> }
          : Value;

/**
 * What a write takes as its `data`: the JSON body its operation declares (its fields' names,
 * which are required, their types; see Sendable); an operation that declares none takes nothing.
 */
export type WriteBody<M extends 'post' | 'put' | 'delete', P extends WriteTemplate<M>> = paths[P] extends {
  [K in M]: infer Operation;
}
  ? Operation extends { requestBody: { content: { 'application/json': infer Body } } }
    ? Sendable<Body>
    : Operation extends { requestBody?: { content: { 'application/json': infer Body } } }
      ? Sendable<Body> | undefined
      : Record<string, never> | undefined
  : never;

/** A write's query parameters (e.g. POST /v1/player's `confirmDuplicate`), as the document types them. */
export type WriteQuery<M extends 'post' | 'put' | 'delete', P extends WriteTemplate<M>> = paths[P] extends {
  [K in M]: infer Operation;
}
  ? ParametersOf<Operation, 'query'>
  : never;

/** A write's options: api-client's, and the query parameters its operation declares. */
export interface SendOptions<Query> extends RequestOptions {
  readonly query?: Query;
}

/**
 * POST, PUT or DELETE through api-client's apiWrite (the { data, auth } body, the Bearer header),
 * its body and answer typed by the document. `path` is the template; `params` fill it.
 */
export function apiSend<M extends 'post' | 'put' | 'delete', P extends WriteTemplate<M>>(
  method: M,
  path: P,
  params: Record<string, string | number> | undefined,
  data: WriteBody<M, P>,
  { query, ...options }: SendOptions<WriteQuery<M, P>> = {},
): Promise<WriteAnswer<M, P>> {
  return apiWrite<WriteAnswer<M, P>>(
    method.toUpperCase() as 'POST' | 'PUT' | 'DELETE',
    withQuery(filled(path, params), query ?? undefined),
    data,
    options,
  );
}

/** The document's paths that take a `multipart/form-data` POST (the image uploads). */
export type UploadTemplate = {
  [P in WriteTemplate<'post'>]: paths[P] extends {
    post: { requestBody: { content: { 'multipart/form-data': unknown } } };
  }
    ? P
    : never;
}[WriteTemplate<'post'>];

/** An upload's form fields other than the file, as the document declares them (e.g. `{ playerID }`). */
export type UploadFields<P extends UploadTemplate> = paths[P] extends {
  post: { requestBody: { content: { 'multipart/form-data': infer Form } } };
}
  ? Omit<Sendable<Form>, 'image'>
  : never;

/**
 * POST an upload through api-client's apiUpload (progress, the Bearer header): the form's
 * fields and the answer typed by the document; `file` goes last, as the `image` part.
 */
export function apiSendForm<P extends UploadTemplate>(
  path: P,
  fields: UploadFields<P>,
  file: File,
  options?: UploadOptions,
): Promise<WriteAnswer<'post', P>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined && value !== null) form.append(name, String(value));
  form.append('image', file, file.name);
  return apiUpload<WriteAnswer<'post', P>>(path, form, options);
}
