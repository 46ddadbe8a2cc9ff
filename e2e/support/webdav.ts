import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free TCP port on 127.0.0.1 (taken and released at once). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A real WebDAV server (WsgiDAV, `pip install wsgidav cheroot`) over a fresh folder `root`, user `obra` /
 * `clave-dav`, basic auth; resolves once it answers PROPFIND. `stop` ends it and removes the folder.
 */
export async function startWebdav() {
  const dir = mkdtempSync(join(tmpdir(), 'obra-dav-'));
  const root = join(dir, 'files');
  mkdirSync(root);
  const port = await freePort();
  const config = join(dir, 'wsgidav.yaml');
  const yaml = [
    'host: 127.0.0.1',
    `port: ${port}`,
    'provider_mapping:',
    `  "/": "${root}"`,
    'http_authenticator:',
    '  accept_basic: true',
    '  accept_digest: false',
    '  default_to_digest: false',
    'simple_dc:',
    '  user_mapping:',
    '    "*":',
    '      obra:',
    '        password: clave-dav',
    'verbose: 0',
    'logging:',
    '  enable: false',
    '',
  ];
  writeFileSync(config, yaml.join('\n'));
  const child: ChildProcess = spawn('wsgidav', ['--config', config], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  const auth = `Basic ${Buffer.from('obra:clave-dav').toString('base64')}`;
  let up = false;
  for (let i = 0; i < 100 && !up; i += 1) {
    try {
      up = (await fetch(url, { method: 'PROPFIND', headers: { Authorization: auth, Depth: '0' } })).status === 207;
    } catch {
      /* not up yet */
    }
    if (!up) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!up) throw new Error('WsgiDAV did not answer (is it installed? pip install wsgidav cheroot)');
  return {
    url,
    root,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
