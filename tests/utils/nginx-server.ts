import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** A loopback port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type NginxServer = {
  process: ChildProcess;
  /** What start-nginx printed so far: nginx's error log goes to its stderr (level warn). */
  output: () => string;
};

/**
 * Starts `scripts/start-nginx.ts` with `env` and waits up to `within` ms (30 s: a large mock dataset takes long to
 * make) until `ready()` says it answers; fails with what it printed otherwise. Its stdin is a pipe from this process: if this process dies without stopping it (a test worker
 * killed on a timeout), the pipe closes and start-nginx stops nginx, so no server outlives the run holding its port.
 */
export async function startNginx(
  env: NodeJS.ProcessEnv,
  ready: () => Promise<boolean>,
  { within = 30_000 } = {},
): Promise<NginxServer> {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/start-nginx.ts'], {
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const deadline = Date.now() + within;
  while (!(await ready())) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stopServer(child);
      throw new Error(`start-nginx did not start:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { process: child, output: () => printed };
}

/** Stops the `start-nginx` process (it stops nginx and the mock API with it) and waits until it has exited. */
export async function stopServer(server: ChildProcess | undefined) {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
