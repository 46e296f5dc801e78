import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./tests/setup.ts'],
      // Mantine through Vite's transforms, so tests get the build's Mantine ids (vite.config.ts, mantineStableIds).
      server: { deps: { inline: [/@mantine\//] } },
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
      css: false,
      // No test or hook may take longer (README, "How to test"); the report marks each test over 2 s.
      testTimeout: 15_000,
      hookTimeout: 15_000,
      slowTestThreshold: 2_000,
      env: {
        VITE_API_URL: 'http://api.test',
        VITE_PREFACTURA_API_URL: 'http://prefactura.test',
        VITE_PUBLIC_SITE_URL: 'https://www.saludplena.example',
      },
    },
  }),
);
