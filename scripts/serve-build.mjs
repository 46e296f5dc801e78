// Serves the built site (dist/, with its prerendered pages) and the mock API on a free loopback port, through
// scripts/serve.ts, for the measuring scripts (perf.mjs, tap-ready.mjs). Stops it when the process exits.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/**
 * Starts the server; resolves to its port and a stop function once it serves. By default it serves the prerendered
 * public pages, as deploy/nginx.conf does; the prerendering itself asks for the plain app (`prerendered: false`).
 */
export async function serveBuild(preferredPort, { dist = 'dist', prerendered = true } = {}) {
  const port = Number(preferredPort ?? (await freePort()));
  const server = spawn('npx', ['tsx', 'scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: dist,
      SERVE_PRERENDERED: prerendered ? 'on' : 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const stopServer = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stopServer);
  process.on('SIGINT', () => process.exit(130));
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve());
    server.on('exit', (code) => reject(new Error(`serve.ts exited with ${code}`)));
  });
  return { port, stop: stopServer };
}
