import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * ARCHITECTURE.md's dependency rules, checked on every run:
 * - domain code imports only domain code (and luxon): no framework, ORM or HTTP;
 * - application code imports no infrastructure or interface code;
 * - a module reaches another module only through its domain and application ports,
 *   never its infrastructure, except entity files mapping foreign keys.
 */
const SRC = resolve('src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
}

const layerOf = (path: string) => /\/(domain|application|infrastructure|interface)\//.exec(path)?.[1];
const moduleOf = (path: string) => /\/modules\/([^/]+)\//.exec(path)?.[1];

const files = sourceFiles(SRC);
const edges = files.flatMap((file) =>
  imports(file).map((target) => ({
    from: relative(SRC, file).split(sep).join('/'),
    target,
    resolved: target.startsWith('.') ? relative(SRC, resolve(dirname(file), target)).split(sep).join('/') : undefined,
  })),
);

describe('architecture', () => {
  it('reads the source tree', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('keeps domain code free of frameworks and outer layers', () => {
    const offending = edges.filter(
      ({ from, target, resolved }) => layerOf(`/${from}`) === 'domain' && (resolved ? layerOf(`/${resolved}`) !== 'domain' : !['luxon'].includes(target)),
    );
    expect(offending).toEqual([]);
  });

  it('keeps application code off infrastructure and interface code', () => {
    const offending = edges.filter(
      ({ from, resolved }) => layerOf(`/${from}`) === 'application' && resolved && ['infrastructure', 'interface'].includes(layerOf(`/${resolved}`) ?? ''),
    );
    expect(offending).toEqual([]);
  });

  it("never reaches into another module's infrastructure, except entities mapping foreign keys", () => {
    const offending = edges.filter(({ from, resolved }) => {
      if (!resolved || !moduleOf(`/${from}`) || !moduleOf(`/${resolved}`)) return false;
      if (moduleOf(`/${from}`) === moduleOf(`/${resolved}`)) return false;
      const intoInfrastructure = layerOf(`/${resolved}`) === 'infrastructure' || layerOf(`/${resolved}`) === 'interface';
      const entityToEntity = from.endsWith('.entity.ts') && resolved.endsWith('.entity.js');
      return intoInfrastructure && !entityToEntity;
    });
    expect(offending).toEqual([]);
  });
});

describe('error messages', () => {
  const errorFiles = files.filter((file) => file.endsWith('.errors.ts'));
  const messages = errorFiles.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/super\(\s*(['`])((?:(?!\1).)+)\1/g)].map((match) => ({ file: relative(SRC, file), message: match[2]! })),
  );

  it('are all DomainErrors with a stable code, in errors files', () => {
    expect(messages.length).toBeGreaterThan(40);
    for (const file of errorFiles) {
      const text = readFileSync(file, 'utf8');
      const classes = text.match(/export class \w+ extends DomainError/g) ?? [];
      expect([file, (text.match(/readonly code = '[A-Z_]+'/g) ?? []).length]).toEqual([file, classes.length]);
    }
  });

  it('each appear once: in one errors file, and nowhere else in the server', () => {
    const seen = new Map<string, string>();
    for (const { file, message } of messages) {
      expect([message, seen.get(message) ?? file]).toEqual([message, file]);
      seen.set(message, file);
    }
    const elsewhere = files
      .filter((file) => !file.endsWith('.errors.ts'))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return messages.filter(({ message }) => !message.includes('${') && text.includes(`'${message}'`)).map(({ message }) => `${relative(SRC, file)}: ${message}`);
      });
    expect(elsewhere).toEqual([]);
  });
});

describe('docs/rules.md', () => {
  it('lists every domain error with its code', () => {
    const rules = readFileSync(resolve('docs/rules.md'), 'utf8');
    const missing = files
      .filter((file) => file.endsWith('.errors.ts'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/export class (\w+) extends DomainError \{\s*readonly code = '([A-Z_]+)'/g)])
      .filter(([, name, code]) => !new RegExp(`\\| ${name}\\b[^|]*\\| ${code} \\|`).test(rules))
      .map(([, name]) => name);
    expect(missing).toEqual([]);
  });
});
