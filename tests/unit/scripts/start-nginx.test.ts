// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../utils/nginx-server';

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** Whether something accepts connections on this loopback port now. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(condition: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe.skipIf(!existsSync(NGINX))('scripts/start-nginx.ts started by another process', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'start-nginx-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops nginx, freeing its port, when the process that started it is killed outright', async () => {
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    const port = await freePort();
    // A stand-in for a test worker: it starts the server as tests/utils/nginx-server.ts does, then is SIGKILLed
    // (no handler of its own runs, as when Playwright kills a worker on a timeout).
    const starter = spawn(
      process.execPath,
      [
        '-e',
        `require('node:child_process').spawn(${JSON.stringify(path.resolve('node_modules/.bin/tsx'))},` +
          `['scripts/start-nginx.ts'], { stdio: ['pipe', 'ignore', 'ignore'] }); setInterval(() => {}, 1000);`,
      ],
      { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dir }, stdio: 'ignore' },
    );
    try {
      expect(await waitFor(() => listening(port), 10_000)).toBe(true);
      starter.kill('SIGKILL');
      expect(await waitFor(async () => !(await listening(port)), 4_000)).toBe(true);
    } finally {
      starter.kill('SIGKILL');
    }
  });
});
