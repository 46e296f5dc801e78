import type { ChildProcess } from 'node:child_process';

/** Waits up to 30 s until `ready()` says the `start-nginx` process answers; fails with what it printed otherwise. */
export async function waitForServer(server: ChildProcess, ready: () => Promise<boolean>, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (!(await ready())) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`start-nginx did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Stops the `start-nginx` process (it stops nginx and the mock API with it) and waits until it has exited. */
export async function stopServer(server: ChildProcess | undefined) {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
