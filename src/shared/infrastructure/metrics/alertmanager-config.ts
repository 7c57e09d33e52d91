import { type Env, SettingError } from '../../../config/settings.js';

/**
 * Alertmanager's configuration, made from the league's own mail settings (docs/operations.md
 * "Alerts"): the same SMTP_URL and MAIL_FROM the app sends with, to ALERT_EMAIL. Written as JSON,
 * which Alertmanager's YAML reader takes as it is (the production image has no YAML library).
 * The `alertmanager-config` service of docker/compose.prod.monitoring.yml runs
 * `node dist/src/cli/alertmanager-config.js FILE` before Alertmanager starts.
 */
export interface AlertmanagerConfig {
  global: Record<string, string | boolean>;
  route: { receiver: string; group_by: string[]; group_wait: string; group_interval: string; repeat_interval: string };
  receivers: {
    name: string;
    email_configs: { to: string; send_resolved: boolean; headers: Record<string, string> }[];
  }[];
  inhibit_rules: { source_matchers: string[]; target_matchers: string[]; equal: string[] }[];
}

/** The settings it reads (the alertmanager-config service passes exactly these). */
export const ALERTMANAGER_SETTING_NAMES = ['SMTP_URL', 'MAIL_FROM', 'ALERT_EMAIL', 'SITE_NAME'] as const;

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

export function alertmanagerConfig(env: Env): AlertmanagerConfig {
  const smtp = env.SMTP_URL?.trim();
  if (!smtp)
    throw new SettingError(
      'SMTP_URL must be set for alerts to be mailed (the same smtp:// or smtps:// address the site sends with)',
    );
  let address: URL;
  try {
    address = new URL(smtp);
  } catch {
    throw new SettingError('SMTP_URL is not a URL (smtp://user:password@host:587 or smtps://…:465)');
  }
  if (address.protocol !== 'smtp:' && address.protocol !== 'smtps:')
    throw new SettingError(`SMTP_URL must start with smtp:// or smtps:// (got ${address.protocol}//)`);
  const to = env.ALERT_EMAIL?.trim() ?? '';
  const recipients = to.split(/\s*,\s*/).filter(Boolean);
  if (!recipients.length || !recipients.every((recipient) => EMAIL.test(recipient)))
    throw new SettingError(
      'ALERT_EMAIL must be one address, or several separated by commas, that alerts are mailed to',
    );
  const from = env.MAIL_FROM?.trim() || 'no-reply@freepokerleague.example';
  const siteName = env.SITE_NAME?.trim() || 'Free Poker League';
  // smtps:// is TLS from the first byte (Alertmanager does that on port 465); smtp:// must upgrade with STARTTLS.
  const port = address.port || (address.protocol === 'smtps:' ? '465' : '587');
  const global: Record<string, string | boolean> = {
    smtp_smarthost: `${address.hostname}:${port}`,
    smtp_from: from,
    smtp_require_tls: address.protocol === 'smtp:',
    smtp_hello: address.hostname,
  };
  if (address.username) {
    global.smtp_auth_username = decodeURIComponent(address.username);
    global.smtp_auth_password = decodeURIComponent(address.password);
  }
  return {
    global,
    route: {
      receiver: 'operators',
      group_by: ['alertname'],
      group_wait: '30s',
      group_interval: '5m',
      repeat_interval: '12h',
    },
    receivers: [
      {
        name: 'operators',
        email_configs: [
          {
            to: recipients.join(', '),
            send_resolved: true,
            headers: { Subject: `[${siteName}] {{ .Status | toUpper }}: {{ .CommonLabels.alertname }}` },
          },
        ],
      },
    ],
    // A process that is down makes its other alerts noise: say the cause once.
    inhibit_rules: [
      {
        source_matchers: ['alertname="LeagueTargetDown"'],
        target_matchers: ['alertname=~"LeagueMetricsSourceDown|LeagueOutboxBacklogOld"'],
        equal: ['instance'],
      },
    ],
  };
}
