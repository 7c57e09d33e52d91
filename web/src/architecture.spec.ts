/**
 * The site's boundaries (eslint.config.js): app -> features -> components / lib /
 * config, one way; a feature reached from outside only through its index.ts. These
 * lint small files that are never written to disk, so each rule is shown to refuse
 * what it should (and to let the allowed shape through).
 */
import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';

// Run from the repository root (as jest is), so eslint.config.js and its paths apply.
const eslint = new ESLint();

/** The boundaries findings for `code` as if it were the file at `filePath`. */
async function boundaryFindings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('boundaries/'))
    .map((message) => message.ruleId ?? '');
}

const importing = (source: string) => `import * as probe from '${source}';\nexport const used = probe;\n`;

describe('the site’s boundaries', () => {
  it('refuses a feature importing another feature’s insides, and allows its index.ts', async () => {
    expect(
      await boundaryFindings('web/src/features/users/probe.ts', importing('@/features/venues/components/venue-form')),
    ).toEqual(['boundaries/dependencies']);
    expect(await boundaryFindings('web/src/features/users/probe.ts', importing('@/features/venues'))).toEqual([]);
    expect(await boundaryFindings('web/src/features/users/probe.ts', importing('./user.fields'))).toEqual([]);
  }, 60_000);

  it('lets routes reach a feature only through its index.ts', async () => {
    expect(
      await boundaryFindings(
        'web/src/app/routes/update/probe.tsx',
        importing('@/features/venues/hooks/use-manage-venues'),
      ),
    ).toEqual(['boundaries/dependencies']);
    expect(await boundaryFindings('web/src/app/routes/update/probe.tsx', importing('@/features/venues'))).toEqual([]);
  }, 60_000);

  it('keeps shared components, lib and config ignorant of features and of the app', async () => {
    expect(await boundaryFindings('web/src/components/ui/probe.ts', importing('@/features/venues'))).toEqual([
      'boundaries/dependencies',
    ]);
    expect(await boundaryFindings('web/src/lib/probe.ts', importing('@/app/router'))).toEqual([
      'boundaries/dependencies',
    ]);
    expect(await boundaryFindings('web/src/config/probe.ts', importing('@/lib/api-client'))).toEqual([]);
  }, 60_000);

  it('shares the catalog with features and the app through its index.ts, and keeps it ignorant of features', async () => {
    expect(await boundaryFindings('web/src/features/games/probe.ts', importing('@/catalog'))).toEqual([]);
    expect(await boundaryFindings('web/src/app/routes/update/probe.tsx', importing('@/catalog'))).toEqual([]);
    expect(await boundaryFindings('web/src/features/games/probe.ts', importing('@/catalog/reads'))).toEqual([
      'boundaries/dependencies',
    ]);
    expect(await boundaryFindings('web/src/catalog/probe.ts', importing('@/features/venues'))).toEqual([
      'boundaries/dependencies',
    ]);
    expect(await boundaryFindings('web/src/catalog/probe.ts', importing('@/lib/api-client'))).toEqual([]);
    expect(await boundaryFindings('web/src/components/ui/probe.ts', importing('@/catalog'))).toEqual([
      'boundaries/dependencies',
    ]);
  }, 60_000);

  it('lets only lib/api-reads.ts call the API with a hand-given answer type (the rest is typed from the document)', async () => {
    const findings = async (filePath: string, code: string) =>
      ((await eslint.lintText(code, { filePath }))[0]?.messages ?? [])
        .filter((message) => message.ruleId === 'no-restricted-imports')
        .map((message) => message.ruleId);
    const calling = (source: string) => `import { apiGet } from '${source}';\nexport const read = apiGet;\n`;
    expect(await findings('web/src/features/venues/api/probe.ts', calling('@/lib/api-client'))).toEqual([
      'no-restricted-imports',
    ]);
    expect(await findings('web/src/lib/probe.ts', calling('./api-client'))).toEqual(['no-restricted-imports']);
    expect(await findings('web/src/lib/api-reads.ts', calling('./api-client'))).toEqual([]);
    expect(
      await findings(
        'web/src/features/venues/api/probe.ts',
        `import { ApiError } from '@/lib/api-client';\nexport const failure = ApiError;\n`,
      ),
    ).toEqual([]);
  }, 60_000);

  it('lets the site share the server’s domain code, and nothing else of the server', async () => {
    expect(await boundaryFindings('web/src/lib/probe.ts', importing('@league/shared/domain/user-type.js'))).toEqual([]);
    expect(
      await boundaryFindings('web/src/lib/probe.ts', importing('@league/shared/interface/validation/dto-from.js')),
    ).toEqual(['boundaries/no-unknown-dependencies']);
  }, 60_000);
});
