import { LANGUAGES, PHASE_2_LANGUAGES } from '@tov/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../src/i18n/locales/en.json';
import ja from '../../src/i18n/locales/ja.json';
import ko from '../../src/i18n/locales/ko.json';
import zh from '../../src/i18n/locales/zh.json';
import { COMING_SOON_LANGUAGES, SUPPORTED_LANGUAGES } from '../../src/i18n/languages';

type Tree = { [k: string]: unknown };
function keys(tree: unknown, prefix = ''): string[] {
  if (Array.isArray(tree)) return [`${prefix}[${tree.length}]`];
  if (tree && typeof tree === 'object') return Object.entries(tree as Tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}
function leaves(tree: unknown): string[] {
  if (Array.isArray(tree)) return tree.map(String);
  if (tree && typeof tree === 'object') return Object.values(tree as Tree).flatMap(leaves);
  return [String(tree)];
}

describe('translations', () => {
  const base = keys(ko).sort();
  it.each([['en', en], ['zh', zh], ['ja', ja]])('%s has exactly the Korean keys (and list lengths)', (_lng, tree) => {
    expect(keys(tree).sort()).toEqual(base);
  });

  it.each([['ko', ko], ['en', en], ['zh', zh], ['ja', ja]])('%s has no empty text', (_lng, tree) => {
    expect(leaves(tree).filter((v) => v.trim() === '')).toEqual([]);
  });

  it('keeps the same interpolation variables in every language', () => {
    const vars = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort().join(',');
    const flat = (tree: unknown, p = ''): [string, string][] =>
      tree && typeof tree === 'object' && !Array.isArray(tree)
        ? Object.entries(tree as Tree).flatMap(([k, v]) => flat(v, p ? `${p}.${k}` : k))
        : [[p, String(tree)]];
    const koMap = new Map(flat(ko));
    for (const tree of [en, zh, ja]) for (const [k, v] of flat(tree)) expect([k, vars(v)]).toEqual([k, vars(koMap.get(k) ?? '')]);
  });

  it('selectable and coming-soon languages match the contracts', () => {
    expect([...SUPPORTED_LANGUAGES]).toEqual([...LANGUAGES]);
    expect([...COMING_SOON_LANGUAGES]).toEqual([...PHASE_2_LANGUAGES]);
  });

  it('every literal t() key used in the source exists in the Korean file', () => {
    const root = join(__dirname, '../../src');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name)) files.push(p);
      }
    };
    walk(root);
    const known = new Set(keys(ko).map((k) => k.replace(/\[\d+\]$/, '')));
    const missing: string[] = [];
    for (const f of files) {
      const src = readFileSync(f, 'utf8');
      for (const m of src.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) {
        const key = m[1]!;
        if (!known.has(key) && ![...known].some((k) => k.startsWith(`${key}.`))) missing.push(`${f.replace(root, '')}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
