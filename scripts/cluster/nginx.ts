import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { portOpen, startProcess, type ManagedProcess } from './processes';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** What to run where nginx is missing (Debian's package, as scripts/test.sh installs chromium). */
export const NGINX_INSTALL = 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx';

/**
 * nginx on `config` (written to `dir/nginx.conf`) in the foreground, in its own process group: a SIGKILL of
 * the master alone would leave its workers serving. The graceful stop is SIGQUIT (finish open requests).
 */
export async function startNginx(opts: { dir: string; config: string; port: number; log?: (line: string) => void }): Promise<ManagedProcess> {
  mkdirSync(join(opts.dir, 'temp'), { recursive: true });
  const confPath = join(opts.dir, 'nginx.conf');
  writeFileSync(confPath, opts.config);
  const proc = await startProcess({
    name: 'nginx',
    command: NGINX_BIN,
    // -e: the error log before the config is read (the compiled-in default is a system path).
    args: ['-p', opts.dir, '-c', confPath, '-e', join(opts.dir, 'error.log'), '-g', `daemon off; pid ${join(opts.dir, 'nginx.pid')};`],
    ready: portOpen('nginx', opts.port),
    stopSignal: 'SIGQUIT',
    processGroup: true,
    log: opts.log,
  });
  return Object.assign(proc, { url: `http://127.0.0.1:${opts.port}` });
}
