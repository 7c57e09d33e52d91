/**
 * The migrations index (migrations/index.ts) lists every migration in code (decision 0005); a new one
 * is added to it by `npm run db:migration:create`, not by hand (issue 36: a new field is its field
 * table and its migration).
 */

/** The index with one more migration, named by its file: its import after the last import, its entry last in MIGRATIONS. */
export function indexWithMigration(index: string, fileName: string): string {
  const name = fileName.replace(/^.*\//, '').replace(/\.(ts|js)$/, '');
  const className = /^(Migration\d+)/.exec(name)?.[1];
  if (!className) throw new Error(`Not a migration's file name: ${fileName}`);
  if (index.includes(`'./${name}.js'`)) return index;
  const imports = [...index.matchAll(/^import .*;$/gm)];
  const lastImport = imports.at(-1);
  const listEnd = index.lastIndexOf('\n];');
  if (!lastImport || listEnd < 0) throw new Error('The migrations index has no import or no MIGRATIONS list');
  const afterImports = lastImport.index + lastImport[0].length;
  return (
    index.slice(0, afterImports) +
    `\nimport { ${className} } from './${name}.js';` +
    index.slice(afterImports, listEnd) +
    `\n  { name: '${name}', class: ${className} },` +
    index.slice(listEnd)
  );
}
