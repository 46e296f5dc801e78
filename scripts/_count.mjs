// count JS fetched to show a route until network idle
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
const port = 4391;
const server = spawn('npx', ['tsx', 'scripts/serve.ts'], { env: { ...process.env, PORT: String(port), SERVE_PRERENDERED: 'on', DIST_DIR: process.env.DIST_DIR ?? 'dist' }, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
await new Promise((r) => server.stdout.on('data', (c) => String(c).includes('Serving') && r()));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const route of (process.env.ROUTES ?? '/').split(' ')) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => null);
    if (body) seen.push([new URL(res.url()).pathname, gzipSync(body).length]);
  });
  await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  const total = seen.reduce((s, [, n]) => s + n, 0);
  console.log(route, (total / 1024).toFixed(1), 'KB', seen.length, 'files');
  if (process.env.V) for (const [p, n] of seen.sort((a,b)=>b[1]-a[1])) console.log('  ', (n/1024).toFixed(1), p);
  await context.close();
}
await browser.close();
process.kill(-server.pid);
