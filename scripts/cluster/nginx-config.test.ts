import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConfig } from './nginx-config';
import { NGINX_BIN } from './nginx';

const base = { port: 18080, upstreams: ['127.0.0.1:4001', '127.0.0.1:4002'], dir: '/run/iprism/', uploadMaxBytes: 50 * 1024 * 1024 };

describe('nginxConfig', () => {
  const conf = nginxConfig(base);

  it('balances over every node with ip_hash stickiness and passive health', () => {
    expect(conf).toMatch(/upstream iprism_api \{\s+#[^\n]*\n\s+#[^\n]*\n\s+ip_hash;/);
    expect(conf).toContain('server 127.0.0.1:4001 max_fails=1 fail_timeout=10s;');
    expect(conf).toContain('server 127.0.0.1:4002 max_fails=1 fail_timeout=10s;');
  });

  it('keeps a busy client connection open past the default of 1,000 answers of nginx', () => {
    expect(conf).toMatch(/server \{\s+listen 18080;[\s\S]*keepalive_requests 10000;/);
  });

  it('upgrades the socket path with HTTP/1.1 and timeouts longer than the socket ping', () => {
    const ws = conf.slice(conf.indexOf('location /api/ws/'), conf.indexOf('location / {'));
    expect(conf).toContain('proxy_http_version 1.1;');
    expect(ws).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(ws).toContain('proxy_set_header Connection $connection_upgrade;');
    // A location that sets any header drops the server's: the forwarded headers must be repeated there.
    expect(ws).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    const read = Number(/proxy_read_timeout (\d+)s/.exec(ws)?.[1]);
    expect(read).toBeGreaterThan(25 + 20);
  });

  it('forwards the client address, scheme, host and a request id', () => {
    for (const h of ['Host $http_host', 'X-Forwarded-For $proxy_add_x_forwarded_for', 'X-Forwarded-Proto $scheme', 'X-Request-Id $request_id']) {
      expect(conf).toContain(`proxy_set_header ${h};`);
    }
  });

  it('accepts two upload parts at the configured limit', () => {
    expect(Number(/client_max_body_size (\d+);/.exec(conf)?.[1])).toBeGreaterThanOrEqual(2 * base.uploadMaxBytes);
  });

  it('keeps logs and temp files in the run directory and listens where told', () => {
    expect(conf).toContain('error_log /run/iprism/error.log warn;');
    expect(conf).toContain('client_body_temp_path /run/iprism/temp/body;');
    expect(conf).toContain('listen 18080;');
    expect(nginxConfig({ ...base, host: '127.0.0.1' })).toContain('listen 127.0.0.1:18080;');
    expect(conf).not.toMatch(/^user /m);
    expect(nginxConfig({ ...base, user: 'root' })).toMatch(/^user root;$/m);
  });

  it('refuses an empty upstream list', () => {
    expect(() => nginxConfig({ ...base, upstreams: [] })).toThrow(/at least one upstream/);
  });

  // nginx's own parser is the real judge of the syntax (skipped where nginx is not installed).
  (existsSync(NGINX_BIN) ? it : it.skip)('passes nginx -t', () => {
    const dir = mkdtempSync(join(tmpdir(), 'iprism-nginx-t-'));
    try {
      mkdirSync(join(dir, 'temp'));
      writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ ...base, dir, host: '127.0.0.1', user: process.getuid?.() === 0 ? 'root' : undefined }));
      const res = spawnSync(NGINX_BIN, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-g', `pid ${dir}/nginx.pid;`], { encoding: 'utf8' });
      expect(res.stderr).toContain('syntax is ok');
      expect(res.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
