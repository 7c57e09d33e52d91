// Debian's Caddy in front of a running app, as production serves the site (docker/Caddyfile): HTTPS,
// so the browser speaks HTTP/2 and a page's scripts and styles share one connection. Caddy's own
// local certificate authority signs the certificate; the browser is told to accept it
// (--ignore-certificate-errors). Loopback only; its data and config live in a temporary directory.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts Caddy proxying https://127.0.0.1:PORT to `upstream` (a base URL); answers its base URL and a stop(). */
export async function startCaddyFront(upstream) {
  if (spawnSync('sh', ['-c', 'command -v caddy']).status !== 0)
    throw new Error('caddy is not installed (apt-get install -y caddy)');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'league-caddy-'));
  const config = join(dir, 'Caddyfile');
  writeFileSync(
    config,
    `{\n\tadmin off\n\tskip_install_trust\n\tlocal_certs\n}\nhttps://127.0.0.1:${port} {\n\ttls internal\n\treverse_proxy ${new URL(upstream).host}\n}\n`,
  );
  const caddy = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: { ...process.env, XDG_DATA_HOME: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') },
    stdio: 'ignore',
  });
  const base = `https://127.0.0.1:${port}`;
  const stop = async () => {
    caddy.kill();
    await new Promise((resolve) => caddy.once('exit', resolve).once('error', resolve));
    rmSync(dir, { recursive: true, force: true });
  };
  // Ready once it answers over TLS (its certificate is made on the first start: a second or two).
  for (let tries = 0; ; tries++) {
    const probe = spawnSync('curl', ['-sk', '-o', '/dev/null', '-w', '%{http_code}', `${base}/v1/health/ready`], {
      encoding: 'utf8',
    });
    if (probe.stdout === '200') return { base, stop };
    if (tries >= 50 || caddy.exitCode !== null) {
      await stop();
      throw new Error(`Caddy did not answer at ${base}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
