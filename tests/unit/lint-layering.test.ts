// @vitest-environment node
/**
 * The import layering of eslint.config.js (`import-x/no-restricted-paths`) holds for relative imports
 * as well as for `@/…` aliases. Each case lints a virtual file (it need not exist) that imports a REAL file: the rule
 * compares resolved paths, so an import that does not resolve is never reported.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;

/**
 * The rules these cases are about, as eslint.config.js sets them; every other rule is left out of the run. The others
 * cost the time: `import-x/no-cycle` alone parses every module each probe reaches, and whole import graphs of src/.
 */
const RULES_UNDER_TEST = new Set([RULE, 'import-x/no-unresolved', 'no-restricted-imports', 'no-restricted-syntax']);

beforeAll(async () => {
  // no-unresolved too, so an import target moved away fails the test instead of passing it for nothing.
  eslint = new ESLint({
    cwd: root,
    overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } },
    ruleFilter: ({ ruleId }) => RULES_UNDER_TEST.has(ruleId),
  });
  // The first lint loads the config, its plugins and the TypeScript resolver: here, not in the first test.
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'src/lib/probe.ts') });
});

/** The layering messages for `code` linted as if it were the file at `file` (relative to the project root). */
async function layering(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  expect(result, `ESLint linted ${file}`).toBeDefined();
  const fatal = result!.messages.filter((m) => m.fatal);
  expect(fatal, `${file} parses`).toEqual([]);
  const unresolved = result!.messages.filter((m) => m.ruleId === 'import-x/no-unresolved');
  expect(unresolved, `every import of ${file} resolves`).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === RULE);
}

describe('import layering (eslint import-x/no-restricted-paths)', () => {
  it('reports src/lib importing a feature through a relative path', async () => {
    const messages = await layering('src/lib/probe.ts', "export * as faq from '../features/content/data/faq';\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain('src/lib and src/config import only each other and src/boot');
  });

  it('reports src/lib importing a feature through the @/ alias', async () => {
    const messages = await layering('src/lib/probe.ts', "export * as faq from '@/features/content/data/faq';\n");
    expect(messages).toHaveLength(1);
  });

  it('reports src/config importing a feature (type-only import included)', async () => {
    const messages = await layering(
      'src/config/probe.ts',
      "import type * as Faq from '../features/content/data/faq';\nexport type F = typeof Faq;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('reports one feature importing another through a relative path', async () => {
    const messages = await layering('src/features/contact/probe.ts', "export * as faq from '../content/data/faq';\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain('A feature never imports another feature');
    expect(messages[0]!.message).toContain('src/api or src/components');
  });

  it('reports one feature importing another through the @/ alias', async () => {
    const messages = await layering(
      'src/features/contact/probe.ts',
      "export * as plans from '@/features/content/data/plans';\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('allows a feature to import its own files', async () => {
    const messages = await layering(
      'src/features/content/probe.ts',
      "export * as faq from './data/faq';\nexport * as plans from '@/features/content/data/plans';\n",
    );
    expect(messages).toEqual([]);
  });

  it('allows a feature to import src/lib and src/config (relative or alias)', async () => {
    const messages = await layering(
      'src/features/content/probe.ts',
      "export * as dates from '../../lib/dates';\nexport * as site from '@/config/site';\n",
    );
    expect(messages).toEqual([]);
  });

  it('allows src/lib and src/config to import each other', async () => {
    expect(await layering('src/lib/probe.ts', "export * as site from '../config/site';\n")).toEqual([]);
    expect(await layering('src/config/probe.ts', "export * as dates from '@/lib/dates';\n")).toEqual([]);
  });

  it('reports a shared component importing a feature', async () => {
    const messages = await layering(
      'src/components/probe.tsx',
      "export * as faq from '../features/content/data/faq';\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain('Shared components import only');
  });

  it('reports src/api importing a feature or a component', async () => {
    const messages = await layering(
      'src/api/probe.ts',
      "export * as faq from '../features/content/data/faq';\nexport * from '@/components/external-link';\n",
    );
    expect(messages).toHaveLength(2);
    expect(messages.every((m) => m.message.includes('src/api (schemas, queryOptions, mutations) imports only'))).toBe(
      true,
    );
  });

  it('allows routes to import features, lib and config', async () => {
    const messages = await layering(
      'src/routes/probe.tsx',
      "export * as faq from '../features/content/data/faq';\nexport * as dates from '@/lib/dates';\n",
    );
    expect(messages).toEqual([]);
  });

  it('allows every layer to import the start-up (src/boot)', async () => {
    const boot = "export * as hydration from '@/boot/hydration';\nexport * as names from '../../boot/boot-names';\n";
    expect(await layering('src/lib/probe.ts', "export * as hydration from '../boot/hydration';\n")).toEqual([]);
    expect(await layering('src/config/probe.ts', "export * as names from '@/boot/boot-names';\n")).toEqual([]);
    expect(await layering('src/components/forms/probe.ts', boot)).toEqual([]);
    expect(await layering('src/features/contact/probe.ts', boot)).toEqual([]);
    expect(await layering('src/app/probe.ts', "export * as hydration from './../boot/hydration';\n")).toEqual([]);
  });

  it('reports src/boot importing any other folder of src/, with no exception', async () => {
    const upward = [
      "export * as http from '@/lib/http';",
      "export * as site from '../config/site';",
      "export * from '@/components/external-link';",
      "export * as faq from '../features/content/data/faq';",
      "export * as router from '@/app/router';",
    ].join('\n');
    const messages = await layering('src/boot/probe.ts', `${upward}\n`);
    expect(messages).toHaveLength(5);
    expect(messages.every((m) => m.message.includes('src/boot is the ground floor'))).toBe(true);
    expect(await layering('src/boot/probe.ts', "export * as names from './boot-names';\n")).toEqual([]);
  });

  it('reports mocks/ importing src/, and src/ importing mocks/', async () => {
    expect(await layering('mocks/probe.ts', "export * as site from '../src/config/site';\n")).toHaveLength(1);
    expect(
      await layering('mocks/probe.ts', "import type * as Site from '@/config/site';\nexport type S = typeof Site;\n"),
    ).toHaveLength(1);
    expect(
      await layering('src/features/content/probe.ts', "export * as random from '../../../mocks/data/random';\n"),
    ).toHaveLength(1);
    expect(await layering('src/routes/probe.ts', "export * as random from '@mocks/data/random';\n")).toHaveLength(1);
  });

  it('reports a dynamic import of mocks/ outside src/main.tsx, and allows it in src/main.tsx', async () => {
    const code = "export const start = () => import('../mocks/data/random');\n";
    expect(await layering('src/probe.ts', code)).toHaveLength(1);
    expect(await layering('src/main.tsx', code)).toEqual([]);
  });
});

describe('zod/mini only in src/ (eslint no-restricted-imports)', () => {
  async function zodMessages(file: string, code: string) {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports');
  }

  it('reports classic zod (values and types) under src/', async () => {
    const messages = await zodMessages(
      'src/features/contact/probe.ts',
      "import { z } from 'zod';\nimport type { ZodType } from 'zod/v4';\nexport const s: ZodType = z.string();\n",
    );
    expect(messages).toHaveLength(2);
    expect(messages.every((m) => m.message.includes("Use 'zod/mini'"))).toBe(true);
  });

  it('allows zod/mini and zod/v4/core under src/, and classic zod outside src/', async () => {
    const mini =
      "import { z } from 'zod/mini';\nimport type { $ZodType } from 'zod/v4/core';\nexport const s: $ZodType = z.string();\n";
    expect(await zodMessages('src/features/contact/probe.ts', mini)).toEqual([]);
    expect(await zodMessages('mocks/probe.ts', "import { z } from 'zod';\nexport const s = z.string();\n")).toEqual([]);
  });
});

describe('buttonClass only in the first-load files (eslint no-restricted-imports)', () => {
  const code = (from: string) => `import { buttonClass } from '${from}';\nexport const look = buttonClass();\n`;
  async function buttonMessages(file: string, source: string) {
    const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
    expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports');
  }

  it('reports buttonClass in a feature, through the @/ alias or a relative path', async () => {
    for (const from of ['@/components/plain-ui', '../../../components/plain-ui']) {
      const messages = await buttonMessages('src/features/directories/results/probe.tsx', code(from));
      expect(messages).toHaveLength(1);
      expect(messages[0]!.message).toContain("Use Mantine's <Button>");
    }
  });

  it("allows buttonClass in the shell, the home page and a directory result, and plain-ui's other exports anywhere", async () => {
    expect(await buttonMessages('src/components/layout/site-header.tsx', code('../plain-ui'))).toEqual([]);
    expect(await buttonMessages('src/features/content/pages/home-page.tsx', code('@/components/plain-ui'))).toEqual([]);
    expect(
      await buttonMessages('src/features/directories/results/result-card.tsx', code('@/components/plain-ui')),
    ).toEqual([]);
    const ui = "import { ui } from '@/components/plain-ui';\nexport const link = ui.link;\n";
    expect(await buttonMessages('src/features/directories/results/probe.tsx', ui)).toEqual([]);
  });
});

describe('page titles only from page-meta (eslint no-restricted-syntax in src/routes)', () => {
  it('reports a title written in a route, and allows one read from page-meta', async () => {
    const lint = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/routes/probe.tsx') });
      return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    };
    expect(await lint("export const meta = { title: 'Hola', description: 'x' };\n")).toHaveLength(1);
    expect(
      await lint(
        "import { faqMeta } from '@/features/content/page-meta';\nexport const meta = { title: faqMeta.title };\n",
      ),
    ).toEqual([]);
  });
});
