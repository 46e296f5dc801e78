// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve('scripts/check-markdown-links.mjs');
const folders: string[] = [];

/** A tiny repository made of the given Markdown files; returns what the check prints and its exit code. */
function check(files: Record<string, string>) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'md-links-'));
  folders.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterEach(() => {
  for (const root of folders.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('check-markdown-links', () => {
  it('passes good links: a file, a heading with accents and punctuation, a repeated heading, an external site', () => {
    const result = check({
      'README.md':
        '[decisions](docs/decisions.md) · [API](docs/api.md#búsqueda-de-prestadores-médicos) · ' +
        '[second](docs/api.md#errores-1) · [site](https://example.com/missing.md) · [top](#read-me)\n\n# Read me\n',
      'docs/decisions.md': 'Back to [the README](../README.md).\n',
      'docs/api.md':
        '## Búsqueda de prestadores (médicos)\n\n## Errores\n\n## Errores\n\n```md\n[in code](nowhere.md)\n```\n',
    });
    expect(result.output).toContain('all relative links and anchors resolve');
    expect(result.status).toBe(0);
  });

  it('lists a link to a missing file and an anchor to a missing heading, and exits 1', () => {
    const result = check({
      'README.md': '[gone](docs/gone.md) and [moved](docs/map.md#the-map)\n',
      'docs/map.md': '# Maps\n',
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain('README.md: docs/gone.md (no such file)');
    expect(result.output).toContain('README.md: docs/map.md#the-map (no such heading)');
  });
});
