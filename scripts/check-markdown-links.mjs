// Checks every relative link and #anchor in the repository's Markdown files; exits 1 listing the broken ones.
// Usage: node scripts/check-markdown-links.mjs [root]   (root defaults to the current folder)
// Anchors follow GitHub's heading slugs: lowercase, spaces → '-', punctuation dropped except '-' and '_',
// letters with accents kept; a repeated heading gets '-1', '-2', …
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'reports', 'coverage', 'test-results', 'playwright-report']);

function markdownFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) return [];
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.toLowerCase().endsWith('.md') ? [full] : [];
  });
}

/** The text without fenced code blocks and inline code, so examples in code are not read as links. */
function withoutCode(text) {
  return text
    .replace(/^(\s*)(```|~~~)[\s\S]*?^\1\2[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(`+)[^`\n]*?\1/g, (span) => ' '.repeat(span.length));
}

function slug(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorsByFile = new Map();

function anchorsOf(file) {
  if (!anchorsByFile.has(file)) {
    const anchors = new Set();
    const seen = new Map();
    const text = readFileSync(file, 'utf8').replace(/^(\s*)(```|~~~)[\s\S]*?^\1\2[^\n]*$/gm, '');
    for (const [, heading] of text.matchAll(/^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/gm)) {
      const base = slug(heading.replace(/`/g, ''));
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const [, id] of text.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(id);
    anchorsByFile.set(file, anchors);
  }
  return anchorsByFile.get(file);
}

function linkTargets(text) {
  const plain = withoutCode(text);
  const inline = [...plain.matchAll(/\]\(\s*(<[^>]*>|[^)\s]*)(?:\s+["'(][^)]*)?\)/g)].map((match) => match[1]);
  const references = [...plain.matchAll(/^ {0,3}\[[^\]]+\]:\s*(\S+)/gm)].map((match) => match[1]);
  return [...inline, ...references].map((target) => target.replace(/^<|>$/g, ''));
}

const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** Every broken link of the Markdown files under `root`, as 'file: target (why)'. */
function brokenLinks(root) {
  const broken = [];
  for (const file of markdownFiles(root)) {
    for (const target of linkTargets(readFileSync(file, 'utf8'))) {
      if (!target || isExternal(target)) continue;
      const [pathPart, anchor] = target.split('#', 2);
      const linked = pathPart ? path.resolve(path.dirname(file), decodeURIComponent(pathPart)) : file;
      const where = path.relative(root, file);
      if (!existsSync(linked)) {
        broken.push(`${where}: ${target} (no such file)`);
      } else if (anchor && statSync(linked).isFile() && linked.toLowerCase().endsWith('.md')) {
        if (!anchorsOf(linked).has(decodeURIComponent(anchor))) broken.push(`${where}: ${target} (no such heading)`);
      }
    }
  }
  return broken;
}

const broken = brokenLinks(path.resolve(process.argv[2] ?? '.'));
if (broken.length > 0) {
  console.error(`Broken Markdown links:\n${broken.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('Markdown links: all relative links and anchors resolve.');
