// The answers the API's routes give, from the code that shapes them (issue 33): for each
// controller method that is a route, the status it answers, its content type and, for JSON,
// the JSON schema of its awaited return type (read from the TypeScript checker: see SchemaWriter);
// and the error catalogue (every
// DomainError's code and status, the platform's failure codes). Written to
// src/shared/interface/openapi/answer-schemas.json, which the answer-bodies step of the
// OpenAPI document reads; its spec fails when the file is stale.
//
//   node scripts/answer-schemas.mjs          writes the file
//   node scripts/answer-schemas.mjs --check  exit 1 when the file is stale
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const ANSWER_SCHEMAS_FILE = 'src/shared/interface/openapi/answer-schemas.json';

const ROUTE_DECORATORS = new Set(['Get', 'Post', 'Put', 'Delete', 'Patch', 'Head', 'Options', 'All']);
/** The status of each DomainError kind: src/shared/interface/domain-error.filter.ts STATUS_BY_KIND. */
const STATUS_BY_KIND = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
  'rate-limited': 429,
  unavailable: 503,
};
const HTTP_STATUS = { OK: 200, CREATED: 201, ACCEPTED: 202, NO_CONTENT: 204 };

const decoratorsOf = (node) => (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []);
const callOf = (decorator) =>
  decorator && ts.isCallExpression(decorator.expression) ? decorator.expression : undefined;
const nameOf = (decorator) => {
  const call = callOf(decorator);
  const expression = call ? call.expression : decorator.expression;
  return ts.isIdentifier(expression) ? expression.text : undefined;
};

/** A string or number the code names: a literal, or a `const` of this file holding one. */
function valueOf(node, constants) {
  if (!node) return undefined;
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isIdentifier(node)) return constants.get(node.text);
  if (ts.isPropertyAccessExpression(node) && node.expression.getText() === 'HttpStatus')
    return HTTP_STATUS[node.name.text];
  return undefined;
}

/** The files under a folder whose names end so, relative to root, sorted. */
const filesUnder = (root, folder, ending) =>
  readdirSync(join(root, folder), { recursive: true })
    .map((path) => join(folder, String(path)))
    .filter((path) => path.endsWith(ending))
    .sort();

/** Every route method of every controller under src/, with what its decorators and body say of its answer. */
export function routeMethods(root) {
  const routes = [];
  for (const file of filesUnder(root, 'src', '.controller.ts')) {
    const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.ES2023, true);
    // `Post as PostRoute`: the decorators by the name @nestjs/common gives them.
    const aliases = new Map();
    for (const statement of source.statements) {
      const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          aliases.set(element.name.text, (element.propertyName ?? element.name).text);
    }
    const nameIn = (decorator) => aliases.get(nameOf(decorator)) ?? nameOf(decorator);
    const constants = new Map();
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const value = valueOf(declaration.initializer, new Map());
        if (ts.isIdentifier(declaration.name) && value !== undefined) constants.set(declaration.name.text, value);
      }
    }
    for (const node of source.statements) {
      if (
        !ts.isClassDeclaration(node) ||
        !node.name ||
        !decoratorsOf(node).some((decorator) => nameIn(decorator) === 'Controller')
      )
        continue;
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name)) continue;
        const decorators = decoratorsOf(member);
        const route = decorators.find((decorator) => ROUTE_DECORATORS.has(nameIn(decorator)));
        if (!route) continue;
        const argumentsOf = (name) =>
          callOf(decorators.find((decorator) => nameIn(decorator) === name))?.arguments ?? [];
        const httpCode = valueOf(argumentsOf('HttpCode')[0], constants);
        const produces = argumentsOf('ApiProduces').map((argument) => valueOf(argument, constants));
        const header = argumentsOf('Header');
        if (header.length && String(valueOf(header[0], constants)).toLowerCase() === 'content-type')
          produces.push(valueOf(header[1], constants));
        // `@Res()` without passthrough: the method sends the answer itself, its return value is not the body.
        const sendsItself = member.parameters.some((parameter) =>
          decoratorsOf(parameter).some(
            (decorator) =>
              nameIn(decorator) === 'Res' &&
              !/passthrough:\s*true/.test(callOf(decorator)?.arguments[0]?.getText() ?? ''),
          ),
        );
        // `reply.status(503)` in the method itself: another status answered with the same body.
        const alsoStatuses = [...(member.body?.getText() ?? '').matchAll(/\.status\((\d{3})\)/g)].map((match) =>
          Number(match[1]),
        );
        const method = nameIn(route).toUpperCase();
        // The answer's type as written: `Promise<T>` is answered as T.
        let returnType = member.type;
        if (
          returnType &&
          ts.isTypeReferenceNode(returnType) &&
          returnType.typeName.getText() === 'Promise' &&
          returnType.typeArguments?.length === 1
        )
          returnType = returnType.typeArguments[0];
        routes.push({
          file,
          controller: node.name.text,
          method: member.name.text,
          operationId: `${node.name.text}_${member.name.text}`,
          status: httpCode ?? (method === 'POST' ? 201 : 200),
          alsoStatuses: [...new Set(alsoStatuses)].sort(),
          contentTypes: produces.filter((type) => typeof type === 'string').map((type) => type.split(';')[0].trim()),
          sendsItself,
          returnType: returnType?.getText(),
        });
      }
    }
  }
  return routes;
}

/** Modules whose routes also answer another module's DomainErrors (those of the account it builds on). */
const ANSWERS_ERRORS_OF = { 'src/modules/accounts': 'src/modules/players' };

/** The statuses of the DomainErrors a module declares (its domain's *.errors.ts), by module folder (`src/modules/venues`). */
export function moduleErrorStatuses(root) {
  const statuses = {};
  for (const file of filesUnder(root, 'src', '.errors.ts')) {
    const module = /^src\/modules\/[^/]+/.exec(file.replaceAll('\\', '/'))?.[0];
    if (!module) continue;
    for (const status of Object.values(domainErrorsOf(root, file))) (statuses[module] ??= new Set()).add(status);
  }
  // accounts (split from players, issue 36) answers players' account errors too: it signs in the players' accounts.
  for (const [module, from] of Object.entries(ANSWERS_ERRORS_OF))
    for (const status of statuses[from] ?? []) (statuses[module] ??= new Set()).add(status);
  return Object.fromEntries(Object.entries(statuses).map(([module, set]) => [module, [...set].sort()]));
}

/** code -> status of each DomainError class of an errors file. */
function domainErrorsOf(root, file) {
  const codes = {};
  const text = readFileSync(join(root, file), 'utf8');
  for (const match of text.matchAll(/export class (\w+) extends DomainError \{([\s\S]*?)\n\}/g)) {
    const code = /readonly code = '([A-Z_]+)'/.exec(match[2])?.[1];
    if (!code) continue;
    // super(message) or super(message, 'kind'); the message may be a template or an expression.
    const kind = /super\([\s\S]*?,\s*'([a-z-]+)',?\s*\)/.exec(match[2])?.[1] ?? 'invalid';
    const status = STATUS_BY_KIND[kind];
    if (!status) throw new Error(`${file}: ${match[1]} has kind '${kind}', not one of STATUS_BY_KIND`);
    codes[code] = status;
  }
  return codes;
}

/** Every DomainError of the *.errors.ts files (code and status) and the platform's failure codes. */
export function errorCatalogue(root) {
  const codes = {};
  for (const file of filesUnder(root, 'src', '.errors.ts')) Object.assign(codes, domainErrorsOf(root, file));
  const filter = readFileSync(join(root, 'src/shared/interface/domain-error.filter.ts'), 'utf8');
  const platform = /PLATFORM_FAILURE_CODES = \{([\s\S]*?)\}/.exec(filter)?.[1] ?? '';
  for (const [, code, value] of platform
    .matchAll(/([A-Z_]+): (?:HttpStatus\.([A-Z_]+)|(\d+))/g)
    .map((match) => [match[0], match[1], match[2] ?? match[3]])) {
    codes[code] = /^\d+$/.test(value)
      ? Number(value)
      : {
          BAD_REQUEST: 400,
          UNAUTHORIZED: 401,
          FORBIDDEN: 403,
          NOT_FOUND: 404,
          METHOD_NOT_ALLOWED: 405,
          REQUEST_TIMEOUT: 408,
          PAYLOAD_TOO_LARGE: 413,
          UNSUPPORTED_MEDIA_TYPE: 415,
          TOO_MANY_REQUESTS: 429,
          INTERNAL_SERVER_ERROR: 500,
          SERVICE_UNAVAILABLE: 503,
        }[value];
    if (!codes[code]) throw new Error(`domain-error.filter.ts: no status for ${code} (HttpStatus.${value})`);
  }
  const byStatus = {};
  for (const [code, status] of Object.entries(codes)) (byStatus[status] ??= []).push(code);
  return Object.fromEntries(Object.entries(byStatus).map(([status, list]) => [status, list.sort()]));
}

/**
 * JSON schemas of TypeScript types, read from the type checker: the answers' types are computed
 * from the field tables (`FieldValues<typeof VENUE_FIELDS>`), which a converter reading the
 * syntax (ts-json-schema-generator) cannot follow. Named object types declared under src/ become
 * components (each once, referenced); everything else is inlined. Objects close with
 * `additionalProperties: false`, so a field the type does not declare fails validation.
 */
/** null, as OpenAPI 3.0 says it: `nullable` needs a `type` beside it. */
const NULL_ONLY = { enum: [null], nullable: true, type: 'object' };

class SchemaWriter {
  constructor(checker, root) {
    this.checker = checker;
    this.root = root;
    /** component name -> schema (undefined while being written: a recursive type refers to itself) */
    this.components = new Map();
    this.componentOf = new Map();
  }

  schemaOf(type) {
    const { checker } = this;
    const flags = type.flags;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (flags & ts.TypeFlags.Never) return { not: {} };
    // OpenAPI 3.0 schemas: no `const`, no `type: 'null'` (`nullable` instead).
    if (flags & ts.TypeFlags.StringLiteral) return { enum: [type.value], type: 'string' };
    if (flags & ts.TypeFlags.NumberLiteral) return { enum: [type.value], type: 'number' };
    if (flags & ts.TypeFlags.BooleanLiteral) return { enum: [checker.typeToString(type) === 'true'], type: 'boolean' };
    if (flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) return { type: 'string' };
    if (flags & ts.TypeFlags.Number) return { type: 'number' };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (flags & ts.TypeFlags.Null) return NULL_ONLY;
    if (flags & ts.TypeFlags.EnumLike && type.isUnion?.()) return this.unionOf(type.types);
    if (type.isUnion()) return this.unionOf(type.types);
    const symbolName = type.getSymbol()?.getName();
    // An answer already serialized (src/shared/application/json-text.ts): the JSON of the type its `of` names.
    if (symbolName === 'JsonText') {
      const of = type.getProperty('of');
      return this.schemaOf(checker.getNonNullableType(checker.getTypeOfSymbol(of)));
    }
    if (symbolName === 'Date') return { format: 'date-time', type: 'string' };
    if (
      checker.isArrayType(type) ||
      (checker.isArrayLikeType?.(type) &&
        !checker.isTupleType(type) &&
        checker.getIndexTypeOfType(type, ts.IndexKind.Number) &&
        symbolName === 'ReadonlyArray')
    ) {
      return {
        items: this.schemaOf(
          checker.getTypeArguments(type)[0] ?? checker.getIndexTypeOfType(type, ts.IndexKind.Number),
        ),
        type: 'array',
      };
    }
    if (checker.isTupleType(type)) {
      const items = checker.getTypeArguments(type).map((item) => this.schemaOf(item));
      return { items, maxItems: items.length, minItems: type.target.minLength ?? items.length, type: 'array' };
    }
    if (flags & ts.TypeFlags.Object || type.isIntersection()) return this.named(type) ?? this.objectOf(type);
    throw new Error(`no JSON schema for the type ${checker.typeToString(type)}`);
  }

  unionOf(types) {
    const members = types.filter((member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    const nullable = members.some((member) => member.flags & ts.TypeFlags.Null);
    const schemas = [];
    const literals = { string: [], number: [], boolean: [] };
    for (const member of members) {
      if (member.flags & ts.TypeFlags.Null) continue;
      const schema = this.schemaOf(member);
      if (member.flags & (ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.BooleanLiteral))
        literals[schema.type].push(schema.enum[0]);
      else schemas.push(schema);
    }
    for (const [kind, values] of Object.entries(literals)) {
      if (!values.length || schemas.some((schema) => schema.type === kind && !schema.enum)) continue;
      schemas.push(
        kind === 'boolean' && values.length === 2
          ? { type: 'boolean' }
          : { enum: [...new Set(values)].sort(), type: kind },
      );
    }
    const unique = [...new Map(schemas.map((schema) => [JSON.stringify(schema), schema])).values()];
    // OpenAPI 3.0.3: an enum lists null itself when null is allowed.
    if (unique.length === 1 && !unique[0].$ref)
      return nullable
        ? { ...unique[0], ...(unique[0].enum ? { enum: [...unique[0].enum, null] } : {}), nullable: true }
        : unique[0];
    if (nullable) unique.push(NULL_ONLY);
    return unique.length === 1 ? unique[0] : { anyOf: unique };
  }

  /** A reference to the component of a named type declared under src/ (interface or alias, not generic). */
  named(type) {
    const symbol = type.aliasSymbol && !type.aliasTypeArguments?.length ? type.aliasSymbol : type.getSymbol();
    const declaration = symbol?.getDeclarations()?.[0];
    if (!declaration || !(ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)))
      return undefined;
    if (declaration.typeParameters?.length || type.aliasTypeArguments?.length) return undefined;
    const file = relative(this.root, declaration.getSourceFile().fileName);
    if (!file.startsWith('src')) return undefined;
    const name = symbol.getName();
    const owner = this.componentOf.get(name);
    if (owner && owner !== file) throw new Error(`two answer types are named ${name}: in ${owner} and ${file}`);
    if (!this.components.has(name)) {
      this.componentOf.set(name, file);
      this.components.set(name, undefined);
      this.components.set(name, this.objectOf(type));
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  objectOf(type) {
    const { checker } = this;
    const properties = {};
    const required = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.getDeclarations()?.[0];
      const propertyType = declaration
        ? checker.getTypeOfSymbolAtLocation(property, declaration)
        : checker.getTypeOfSymbol(property);
      if (propertyType.getCallSignatures().length) continue;
      const nonUndefined = propertyType.isUnion()
        ? propertyType.types.filter((member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)))
        : [propertyType];
      if (!nonUndefined.length) continue;
      properties[property.getName()] = this.schemaOf(propertyType);
      const optional =
        property.flags & ts.SymbolFlags.Optional ||
        nonUndefined.length !== (propertyType.isUnion() ? propertyType.types.length : 1);
      if (!optional) required.push(property.getName());
    }
    const index = checker.getIndexTypeOfType(type, ts.IndexKind.String);
    const schema = { additionalProperties: index ? this.schemaOf(index) : false, properties, type: 'object' };
    if (required.length) schema.required = required.sort();
    return schema;
  }
}

/** The whole file's content: the routes' answers, their schemas, and the error codes by status. */
export function answerSchemas(root = process.cwd()) {
  const routes = routeMethods(root);
  const json = routes.filter((route) => !route.sendsItself && route.contentTypes.length === 0);
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const files = [...new Set(json.map((route) => resolve(root, route.file)))];
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const writer = new SchemaWriter(checker, root);
  const schemas = {};
  for (const route of json) {
    const source = program.getSourceFile(resolve(root, route.file));
    const controller = source.statements.find(
      (statement) => ts.isClassDeclaration(statement) && statement.name?.text === route.controller,
    );
    const member = controller.members.find(
      (candidate) => ts.isMethodDeclaration(candidate) && candidate.name.getText() === route.method,
    );
    const signature = checker.getSignatureFromDeclaration(member);
    const returned = checker.getReturnTypeOfSignature(signature);
    const answer = checker.getAwaitedType(returned) ?? returned;
    schemas[route.operationId] = writer.schemaOf(answer);
  }
  for (const [name, schema] of writer.components) {
    if (schemas[name]) throw new Error(`the answer type ${name} has the name of an operation`);
    schemas[name] = schema;
  }
  const moduleStatuses = moduleErrorStatuses(root);
  const answers = Object.fromEntries(
    routes
      .map((route) => {
        const answer = { status: route.status };
        if (route.alsoStatuses.length) answer.alsoStatuses = route.alsoStatuses;
        if (route.contentTypes.length) answer.contentTypes = [...new Set(route.contentTypes)];
        else if (!route.sendsItself) answer.schema = route.operationId;
        answer.source = route.file;
        const module = /^src\/modules\/[^/]+/.exec(route.file.replaceAll('\\', '/'))?.[0];
        if (module && moduleStatuses[module]) answer.moduleErrorStatuses = moduleStatuses[module];
        return [route.operationId, answer];
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { answers, schemas: sortedKeys(schemas), errorCodes: errorCatalogue(root) };
}

const sortedKeys = (value) => {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys(value[key])]),
  );
};

export const answerSchemasText = (root = process.cwd()) => `${JSON.stringify(answerSchemas(root), null, 2)}\n`;

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(fileURLToPath(import.meta.url), '../..');
  const started = performance.now();
  const text = answerSchemasText(root);
  const file = join(root, ANSWER_SCHEMAS_FILE);
  if (process.argv.includes('--check')) {
    const current = readFileSync(file, 'utf8');
    if (current !== text) {
      console.error(`${ANSWER_SCHEMAS_FILE} is stale: run node scripts/answer-schemas.mjs`);
      process.exit(1);
    }
  } else {
    writeFileSync(file, text);
  }
  console.log(
    `${ANSWER_SCHEMAS_FILE}: ${Object.keys(JSON.parse(text).answers).length} routes, ${Math.round(performance.now() - started)} ms`,
  );
}
