import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SettingError } from '../../../config/settings.js';
import { alertmanagerConfig } from './alertmanager-config.js';

const amtool = spawnSync('amtool', ['--version'], { encoding: 'utf8' }).status === 0;

describe("Alertmanager's configuration from the league's mail settings", () => {
  it('mails ALERT_EMAIL through SMTP_URL (STARTTLS on smtp://), from MAIL_FROM, the subject led by SITE_NAME', () => {
    const config = alertmanagerConfig({
      SMTP_URL: 'smtp://league%40example.org:p%40ss@smtp.example.org:587',
      MAIL_FROM: 'no-reply@example.org',
      ALERT_EMAIL: 'ops@example.org, jane@example.org',
      SITE_NAME: 'Bay League',
    });
    expect(config.global).toEqual({
      smtp_smarthost: 'smtp.example.org:587',
      smtp_from: 'no-reply@example.org',
      smtp_require_tls: true,
      smtp_hello: 'smtp.example.org',
      smtp_auth_username: 'league@example.org',
      smtp_auth_password: 'p@ss',
    });
    expect(config.receivers[0]!.email_configs[0]).toEqual({
      to: 'ops@example.org, jane@example.org',
      send_resolved: true,
      headers: { Subject: '[Bay League] {{ .Status | toUpper }}: {{ .CommonLabels.alertname }}' },
    });
    expect(config.route.receiver).toBe('operators');
  });

  it('speaks TLS from the start on smtps:// (port 465 by default), and sends no login when the URL has none', () => {
    expect(
      alertmanagerConfig({ SMTP_URL: 'smtps://u:p@mail.example.org', ALERT_EMAIL: 'ops@example.org' }).global,
    ).toMatchObject({ smtp_smarthost: 'mail.example.org:465', smtp_require_tls: false });
    expect(
      alertmanagerConfig({ SMTP_URL: 'smtp://relay.internal:25', ALERT_EMAIL: 'ops@example.org' }).global,
    ).not.toHaveProperty('smtp_auth_username');
  });

  it.each([
    [{ ALERT_EMAIL: 'ops@example.org' }, /^SMTP_URL must be set/],
    [{ SMTP_URL: 'http://x', ALERT_EMAIL: 'ops@example.org' }, /^SMTP_URL must start with smtp/],
    [{ SMTP_URL: 'smtp://x:587' }, /^ALERT_EMAIL must be/],
    [{ SMTP_URL: 'smtp://x:587', ALERT_EMAIL: 'not an address' }, /^ALERT_EMAIL must be/],
  ])('refuses %j with one line naming the setting', (env, message) => {
    expect(() => alertmanagerConfig(env)).toThrow(SettingError);
    expect(() => alertmanagerConfig(env)).toThrow(message);
  });

  (amtool ? it : it.skip)('is a configuration Alertmanager accepts (amtool check-config)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'alertmanager-'));
    try {
      const file = join(folder, 'alertmanager.yml');
      writeFileSync(
        file,
        JSON.stringify(
          alertmanagerConfig({ SMTP_URL: 'smtp://u:p@smtp.example.org:587', ALERT_EMAIL: 'ops@example.org' }),
          null,
          2,
        ),
      );
      const result = spawnSync('amtool', ['check-config', file], { encoding: 'utf8' });
      expect({ status: result.status, out: result.stdout + result.stderr }).toEqual({
        status: 0,
        out: expect.stringContaining('SUCCESS'),
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
