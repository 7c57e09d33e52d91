import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { startupSettings } from '../config/startup.js';
import { formatComparison } from '../import/domain/league-comparison.js';
import { CliProgressImportProgress } from '../import/infrastructure/cli-progress.import-progress.js';
import { runImport } from '../import/run-import.js';
import { terminalSafe } from '../shared/domain/plain-text.js';
import { migrateDatabase } from '../shared/infrastructure/database/migrate.js';

/**
 * Imports a league's history from the site being replaced (docs/import.md):
 *   OLD_SITE_PASSWORD=... npm run import -- --from https://old.example.org --user ADMIN [--dry-run]
 * Run again after a break: it resumes (the import ledger skips what is in). Exits 1 when the
 * comparison finds a difference (not in a dry run), 2 on a bad command line. An http://
 * address is refused unless --insecure-http says so: the admin password would cross the
 * network in the clear (issue 32, low 11).
 */
const usage = 'usage: OLD_SITE_PASSWORD=... npm run import -- --from https://old.example.org --user ADMIN [--dry-run] [--insecure-http]';
let args: { from?: string; user?: string; 'dry-run'?: boolean; 'insecure-http'?: boolean };
try {
  args = parseArgs({ options: { from: { type: 'string' }, user: { type: 'string' }, 'dry-run': { type: 'boolean' }, 'insecure-http': { type: 'boolean' } } }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const password = process.env.OLD_SITE_PASSWORD;
if (!args.from || !args.user || !password) {
  console.error(`${!password ? 'OLD_SITE_PASSWORD is not set. ' : ''}${usage}`);
  process.exit(2);
}
const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(args.from)?.[1]?.toLowerCase();
if (scheme !== 'https' && !(scheme === 'http' && args['insecure-http'])) {
  console.error(
    scheme === 'http'
      ? "--from is http://: the old site's admin password would cross the network unencrypted. Use its https:// address, or add --insecure-http for a copy on this machine or a private network."
      : `--from must be the old site's https:// address. ${usage}`,
  );
  process.exit(2);
}

const settings = startupSettings();
await migrateDatabase(settings.databaseUrl);
const dryRun = args['dry-run'] ?? false;
const report = await runImport(settings, { from: args.from, userName: args.user, password, dryRun, progress: new CliProgressImportProgress() }).catch((error: unknown) => {
  // What is in stays in (whole batches, with their ledger rows): running again resumes.
  console.error(`\nImport stopped: ${terminalSafe(error instanceof Error ? error.message : String(error))}\nRun the same command again to resume.`);
  process.exit(1);
});

console.log(
  `\n${dryRun ? 'Dry run (nothing written)' : 'Imported'} in ${(report.tookMs / 1000).toFixed(1)} s (reading ${(report.readMs / 1000).toFixed(1)} s, writing ${((report.writeMs - report.rebuildMs) / 1000).toFixed(1)} s, rebuilding ${(report.rebuildMs / 1000).toFixed(1)} s):`,
);
for (const [kind, counts] of Object.entries(report.kinds)) {
  console.log(`  ${`${kind}s`.padEnd(14)} read ${counts.read}, ${dryRun ? 'would add' : 'added'} ${counts.added}, already imported ${counts.skipped}`);
}
console.log(`\n${formatComparison(report.comparison)}\n`);
console.log(report.equal ? 'The new site matches the old one.' : dryRun ? 'Differences expected in a dry run (nothing was written).' : 'The new site DIFFERS from the old one (lines marked DIFFERS).');
process.exit(report.equal || dryRun ? 0 : 1);
