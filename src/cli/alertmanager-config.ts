import { chmod, rename, writeFile } from 'node:fs/promises';
import { commandLine } from './command-line.js';

/**
 * Writes Alertmanager's configuration from the league's mail settings (SMTP_URL, MAIL_FROM,
 * ALERT_EMAIL, SITE_NAME): the alertmanager-config service of docker/compose.prod.monitoring.yml.
 */
const { positionals } = commandLine({
  usage: 'usage: SMTP_URL=… ALERT_EMAIL=… node dist/src/cli/alertmanager-config.js FILE',
  about: `Writes Alertmanager's configuration (JSON, which Alertmanager reads as YAML) to FILE: alerts mailed through SMTP_URL,
from MAIL_FROM, to ALERT_EMAIL (one address, or several separated by commas), the subject led by SITE_NAME.

  -h, --help   this text`,
  positionals: 1,
});
const { alertmanagerConfig } = await import('../shared/infrastructure/metrics/alertmanager-config.js');
const { SettingError } = await import('../config/settings.js');
const file = positionals[0]!;
try {
  const config = alertmanagerConfig(process.env);
  await writeFile(`${file}.tmp`, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o644 });
  // Readable by Alertmanager's own user (nobody); the volume is mounted by these two services only.
  await chmod(`${file}.tmp`, 0o644);
  await rename(`${file}.tmp`, file);
  console.log(
    `Alertmanager configuration written to ${file}: mail to ${config.receivers[0]!.email_configs[0]!.to} through ${String(config.global.smtp_smarthost)}`,
  );
} catch (error) {
  if (!(error instanceof SettingError)) throw error;
  console.error(`Setting error: ${error.message}`);
  process.exit(1);
}
