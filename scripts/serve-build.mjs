// Serves the built site (dist/, with its prerendered pages) and the mock API on a free loopback port, for the
// measuring scripts (perf.mjs, tap-ready.mjs): through scripts/serve.ts (plain HTTP/1.1), or through the shipped nginx
// config over HTTPS and HTTP/2 as production serves it (scripts/start-nginx.ts with TLS=1). Stops it when the
// process exits.
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
 * Starts the server on the build in DIST_DIR (else dist/); resolves to its port, its origin and a stop function once it serves. By default it serves the
 * prerendered public pages, as deploy/nginx.conf does; the prerendering itself asks for the plain app
 * (`prerendered: false`). `nginx: true` serves through nginx over HTTP/2 (a self-signed certificate: the browser
 * must ignore certificate errors). `cwd`: another checkout, served by its own server (its own CSP hashes).
 */
export async function serveBuild(
  preferredPort,
  { dist = process.env.DIST_DIR ?? 'dist', prerendered = true, nginx = false, cwd = process.cwd() } = {},
) {
  const port = Number(preferredPort ?? (await freePort()));
  const script = nginx ? 'scripts/start-nginx.ts' : 'scripts/serve.ts';
  const server = spawn('npx', ['tsx', script], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: dist,
      SERVE_PRERENDERED: prerendered ? 'on' : 'off',
      TLS: nginx ? '1' : '',
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
    server.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { port, origin: `${nginx ? 'https' : 'http'}://127.0.0.1:${port}`, stop: stopServer };
}
