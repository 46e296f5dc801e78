import { afterEach, describe, expect, it, vi } from 'vitest';

/** `env` as a build with these variables has it (read once, as the module loads). */
async function envWith(variables: Record<string, string>) {
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import('@/config/env')).env;
}

afterEach(() => vi.unstubAllEnvs());

describe('the error tracker settings', () => {
  it.each([
    'https://0123abcd@o1.ingest.sentry.io/42',
    'http://e2e@127.0.0.1:4317/1',
    'https://key-1@glitchtip.example/prefix/7',
  ])('a DSN of the form scheme://key@host/project is kept: %s', async (dsn) => {
    expect((await envWith({ VITE_SENTRY_DSN: ` ${dsn} ` })).sentryDsn).toBe(dsn);
  });

  it.each(['', 'not a dsn', 'https://o1.ingest.sentry.io/42', 'ftp://k@host/1', 'https://k@host/project'])(
    'anything else means no tracker: %j',
    async (dsn) => {
      expect((await envWith({ VITE_SENTRY_DSN: dsn })).sentryDsn).toBe('');
    },
  );

  it('the environment defaults to production; the release comes from the build', async () => {
    const env = await envWith({ VITE_SENTRY_ENVIRONMENT: '', VITE_RELEASE: 'abc123' });
    expect(env.sentryEnvironment).toBe('production');
    expect(env.release).toBe('abc123');
    expect((await envWith({ VITE_SENTRY_ENVIRONMENT: 'staging' })).sentryEnvironment).toBe('staging');
  });
});
