import { LANGUAGES, PHASE_2_LANGUAGES } from '@tov/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../src/i18n/locales/en.json';
import ja from '../../src/i18n/locales/ja.json';
import ko from '../../src/i18n/locales/ko.json';
import zh from '../../src/i18n/locales/zh.json';
import visaEn from '../../src/features/visa/locales/en.json';
import visaJa from '../../src/features/visa/locales/ja.json';
import visaKo from '../../src/features/visa/locales/ko.json';
import visaZh from '../../src/features/visa/locales/zh.json';
import sparkEn from '../../src/features/tovspark/locales/en.json';
import sparkJa from '../../src/features/tovspark/locales/ja.json';
import sparkKo from '../../src/features/tovspark/locales/ko.json';
import sparkZh from '../../src/features/tovspark/locales/zh.json';
import proEn from '../../src/features/specialist/locales/en.json';
import proJa from '../../src/features/specialist/locales/ja.json';
import proKo from '../../src/features/specialist/locales/ko.json';
import proZh from '../../src/features/specialist/locales/zh.json';
import companyEn from '../../src/features/company/locales/en.json';
import companyJa from '../../src/features/company/locales/ja.json';
import companyKo from '../../src/features/company/locales/ko.json';
import companyZh from '../../src/features/company/locales/zh.json';
import { COMING_SOON_LANGUAGES, SUPPORTED_LANGUAGES } from '../../src/i18n/languages';

/** Each namespace's four languages: the shell's and each workspace's (loaded with it). */
const NAMESPACES = {
  translation: { ko, en, zh, ja },
  visa: { ko: visaKo, en: visaEn, zh: visaZh, ja: visaJa },
  tovspark: { ko: sparkKo, en: sparkEn, zh: sparkZh, ja: sparkJa },
  specialist: { ko: proKo, en: proEn, zh: proZh, ja: proJa },
  company: { ko: companyKo, en: companyEn, zh: companyZh, ja: companyJa },
} as const;

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

describe.each(Object.entries(NAMESPACES))('translations of the %s namespace', (_ns, trees) => {
  const base = keys(trees.ko).sort();
  it.each([
    ['en', trees.en],
    ['zh', trees.zh],
    ['ja', trees.ja],
  ])('%s has exactly the Korean keys (and list lengths)', (_lng, tree) => {
    expect(keys(tree).sort()).toEqual(base);
  });

  it.each(Object.entries(trees))('%s has no empty text', (_lng, tree) => {
    expect(leaves(tree).filter((v) => v.trim() === '')).toEqual([]);
  });

  it('keeps the same interpolation variables in every language', () => {
    const vars = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort().join(',');
    const flat = (tree: unknown, p = ''): [string, string][] =>
      tree && typeof tree === 'object' && !Array.isArray(tree)
        ? Object.entries(tree as Tree).flatMap(([k, v]) => flat(v, p ? `${p}.${k}` : k))
        : [[p, String(tree)]];
    const koMap = new Map(flat(trees.ko));
    for (const tree of [trees.en, trees.zh, trees.ja]) for (const [k, v] of flat(tree)) expect([k, vars(v)]).toEqual([k, vars(koMap.get(k) ?? '')]);
  });
});

describe('translations', () => {
  it('selectable and coming-soon languages match the contracts', () => {
    expect([...SUPPORTED_LANGUAGES]).toEqual([...LANGUAGES]);
    expect([...COMING_SOON_LANGUAGES]).toEqual([...PHASE_2_LANGUAGES]);
  });

  it("every literal t() key used in the source exists in a Korean file (the shell's or a workspace's)", () => {
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
    const known = new Set(
      Object.values(NAMESPACES)
        .flatMap((trees) => keys(trees.ko))
        .map((k) => k.replace(/\[\d+\]$/, '')),
    );
    const missing: string[] = [];
    for (const f of files) {
      const src = readFileSync(f, 'utf8');
      for (const m of src.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) {
        const key = m[1]!;
        // A plural key is known by its forms (`years_one`, `years_other`).
        if (!known.has(key) && !known.has(`${key}_other`) && ![...known].some((k) => k.startsWith(`${key}.`))) missing.push(`${f.replace(root, '')}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
