import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

/**
 * Zod compiles object parsers with `new Function` and probes for eval even under `jitless` set at run time too late:
 * schema modules are evaluated before any app code can call `z.config()`, and under the site's CSP (no 'unsafe-eval')
 * the probe is reported as a CSP violation. Zod reads its config from `globalThis.__zod_globalConfig`, so the build
 * starts it as `{ jitless: true }`: no probe, no eval, the same parse results.
 */
function zodJitless(): Plugin {
  const init = '(_a.__zod_globalConfig = {})';
  return {
    name: 'zod-jitless',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      if (!code.includes(init)) this.error('zod-jitless: zod/v4/core/core.js changed; update vite.config.ts');
      return { code: code.replace(init, '(_a.__zod_globalConfig = { jitless: true })'), map: null };
    },
  };
}

export default defineConfig({
  plugins: [
    zodJitless(),
    // Must come before the React plugin.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  build: {
    sourcemap: true,
    target: 'es2022',
  },
  preview: { port: 4173 },
});
