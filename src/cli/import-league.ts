import { commandLine } from './command-line.js';

/**
 * Imports a league's history from the site being replaced (docs/import.md):
 *   OLD_SITE_PASSWORD=... npm run import -- --from https://old.example.org --user ADMIN [--dry-run]
 * Run again after a break: it resumes (the import ledger skips what is in). Exits 1 when the
 * comparison finds a difference (not in a dry run), 2 on a bad command line. An http://
 * address is refused unless --insecure-http says so: the admin password would cross the
 * network in the clear (issue 32, low 11). A dry run writes nothing, not even the schema: it
 * refuses a database that is not migrated yet. The command line is checked before the app loads.
 */
const usage =
  'usage: OLD_SITE_PASSWORD=... npm run import -- --from https://old.example.org --user ADMIN [--dry-run] [--insecure-http]';
const { values: args } = commandLine({
  usage,
  about: `Reads a league's history from its old site (SPEC section 7) as one of its admins and adds what is not here yet, then rebuilds
the standings and Vegas Invites and compares old and new (docs/import.md). Run it again at any time: it resumes.

  --from URL        the old site's https:// address
  --user ADMIN      an admin's (or the owner's) user name there, without two-step sign-in
  --dry-run         read everything, write nothing (the database must be migrated already)
  --insecure-http   allow an http:// address (a copy on this machine or a private network)
  -h, --help        this text

Settings: OLD_SITE_PASSWORD (the admin's password; never an argument), and the app's (DATABASE_URL, REDIS_URL, ...).
Exit codes: 0 done (or a dry run), 1 the comparison differs or the import stopped, 2 a bad command line.`,
  options: {
    from: { type: 'string' },
    user: { type: 'string' },
    'dry-run': { type: 'boolean' },
    'insecure-http': { type: 'boolean' },
  },
});
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

await import('reflect-metadata');
const { startupSettings } = await import('../config/startup.js');
const { formatComparison } = await import('../import/domain/league-comparison.js');
const { CliProgressImportProgress } = await import('../import/infrastructure/cli-progress.import-progress.js');
const { runImport } = await import('../import/run-import.js');
const { terminalSafe } = await import('../shared/domain/plain-text.js');
const { migrateDatabase, pendingMigrations } = await import('../shared/infrastructure/database/migrate.js');

const settings = startupSettings();
const dryRun = args['dry-run'] ?? false;
if (dryRun) {
  // A dry run writes nothing, not even the schema: a database that is not migrated is refused.
  const pending = await pendingMigrations(settings.databaseUrl);
  if (pending === null || pending.length) {
    console.error(
      `${pending === null ? 'The database does not exist yet' : `The database is not migrated (${pending.length} migrations to apply)`}: a dry run writes nothing, so it cannot set it up. Start the site once (or run npm run db:migrate), then try again.`,
    );
    process.exit(1);
  }
} else {
  await migrateDatabase(settings.databaseUrl);
}
const report = await runImport(settings, {
  from: args.from,
  userName: args.user,
  password,
  dryRun,
  progress: new CliProgressImportProgress(),
}).catch((error: unknown) => {
  // What is in stays in (whole batches, with their ledger rows): running again resumes.
  console.error(
    `\nImport stopped: ${terminalSafe(error instanceof Error ? error.message : String(error))}\nRun the same command again to resume.`,
  );
  process.exit(1);
});

console.log(
  `\n${dryRun ? 'Dry run (nothing written)' : 'Imported'} in ${(report.tookMs / 1000).toFixed(1)} s (reading ${(report.readMs / 1000).toFixed(1)} s, writing ${((report.writeMs - report.rebuildMs) / 1000).toFixed(1)} s, rebuilding ${(report.rebuildMs / 1000).toFixed(1)} s):`,
);
for (const [kind, counts] of Object.entries(report.kinds)) {
  console.log(
    `  ${`${kind}s`.padEnd(14)} read ${counts.read}, ${dryRun ? 'would add' : 'added'} ${counts.added}, already imported ${counts.skipped}`,
  );
}
console.log(`\n${formatComparison(report.comparison)}\n`);
console.log(
  report.equal
    ? 'The new site matches the old one.'
    : dryRun
      ? 'Differences expected in a dry run (nothing was written).'
      : 'The new site DIFFERS from the old one (lines marked DIFFERS).',
);
process.exit(report.equal || dryRun ? 0 : 1);
