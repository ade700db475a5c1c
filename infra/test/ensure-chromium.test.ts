// infra/scripts/ensure-chromium.mjs: what it checks and what it would run, with the file check and the
// commands replaced by fakes (nothing is installed here), and the real check on this machine. The ESM
// script runs in a child node (see local-infra.test.ts).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SCRIPT = JSON.stringify(pathToFileURL(path.resolve(__dirname, '..', 'scripts', 'ensure-chromium.mjs')).href);

interface Machine {
  chromium: boolean;
  /** The fontconfig languages with a font before any install. */
  fontLanguages: string[];
  fcList?: boolean;
  root?: boolean;
  /** Whether installing fonts-noto-cjk makes fontconfig find the fonts (false: a broken install). */
  installWorks?: boolean;
}

interface Outcome {
  commands: string[][];
  result?: string;
  error?: string;
}

function childNode<T>(script: string): Promise<T> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', script], { timeout: 30_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as T);
    });
  });
}

/** Runs ensureChromium on a pretend machine and reports every command it ran. */
function ensureOn(machine: Machine): Promise<Outcome> {
  return childNode<Outcome>(`
    const m = await import(${SCRIPT});
    const machine = ${JSON.stringify({ fcList: true, root: true, installWorks: true, ...machine })};
    const commands = [];
    const run = (cmd, args) => {
      commands.push([cmd, ...args]);
      if (cmd === 'fc-list') {
        if (!machine.fcList) return { status: null, error: new Error('spawnSync fc-list ENOENT') };
        const lang = (args[0] ?? '').replace(':lang=', '');
        return { status: 0, stdout: machine.fontLanguages.includes(lang) ? 'Some Font\\n' : '' };
      }
      const install = args.indexOf('install');
      if (install >= 0) {
        const packages = args.slice(install + 1).filter((a) => !a.startsWith('-'));
        if (packages.includes('chromium')) machine.chromium = true;
        if (packages.includes('fontconfig')) machine.fcList = true;
        if (packages.includes('fonts-noto-cjk') && machine.installWorks) machine.fontLanguages.push('ko', 'zh-cn', 'ja');
        if (packages.includes('fonts-noto-color-emoji') && machine.installWorks) machine.fontLanguages.push('und-zsye');
      }
      return { status: 0 };
    };
    const out = { commands };
    try {
      out.result = m.ensureChromium(() => {}, { exists: () => machine.chromium, run, isRoot: () => machine.root });
    } catch (error) {
      out.error = error.message;
    }
    process.stdout.write(JSON.stringify(out));`);
}

const installs = (outcome: Outcome) => outcome.commands.filter((c) => c.includes('apt-get'));
const FONT_CHECKS = [
  ['fc-list', ':lang=ko', 'family'],
  ['fc-list', ':lang=zh-cn', 'family'],
  ['fc-list', ':lang=ja', 'family'],
  ['fc-list', ':lang=und-zsye', 'family'],
];
const ALL = ['ko', 'zh-cn', 'ja', 'und-zsye'];

describe('ensureChromium', () => {
  it('runs nothing but the font check when Chromium and fonts for Korean, Chinese, Japanese and emoji are there', async () => {
    const outcome = await ensureOn({ chromium: true, fontLanguages: ALL });
    expect(outcome.result).toBe('/usr/bin/chromium');
    expect(outcome.commands).toEqual(FONT_CHECKS);
  });

  it('installs fonts-noto-cjk beside an installed Chromium when fontconfig has no Korean font', async () => {
    const outcome = await ensureOn({ chromium: true, fontLanguages: ['und-zsye'] });
    expect(outcome.error).toBeUndefined();
    expect(installs(outcome)).toEqual([
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', '--no-install-recommends', 'fonts-noto-cjk'],
    ]);
  });

  it('installs the fonts when a Korean font is there but none for Chinese or Japanese', async () => {
    const outcome = await ensureOn({ chromium: true, fontLanguages: ['ko', 'und-zsye'] });
    expect(installs(outcome)[1]).toEqual(['apt-get', 'install', '-y', '--no-install-recommends', 'fonts-noto-cjk']);
  });

  it('installs fonts-noto-color-emoji alone when only the emoji font is missing', async () => {
    const outcome = await ensureOn({ chromium: true, fontLanguages: ['ko', 'zh-cn', 'ja'] });
    expect(installs(outcome)[1]).toEqual(['apt-get', 'install', '-y', '--no-install-recommends', 'fonts-noto-color-emoji']);
  });

  it('installs Chromium and the fonts in one apt-get install on a bare machine, with sudo when not root', async () => {
    const outcome = await ensureOn({ chromium: false, fontLanguages: [], root: false });
    expect(outcome.result).toBe('/usr/bin/chromium');
    expect(installs(outcome)).toEqual([
      ['sudo', 'apt-get', 'update'],
      ['sudo', 'apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk', 'fonts-noto-color-emoji'],
    ]);
  });

  it("installs fontconfig's tools with the fonts when fc-list itself is missing", async () => {
    const outcome = await ensureOn({ chromium: true, fontLanguages: [], fcList: false });
    expect(installs(outcome)[1]).toEqual(['apt-get', 'install', '-y', '--no-install-recommends', 'fonts-noto-cjk', 'fonts-noto-color-emoji', 'fontconfig']);
  });

  it('fails when fontconfig still finds no CJK font after the install', async () => {
    const outcome = await ensureOn({ chromium: true, fontLanguages: ['und-zsye'], installWorks: false });
    expect(outcome.error).toMatch(/no font for ko, zh-cn, ja after installing fonts-noto-cjk/);
  });

  it("finds this machine's fonts for Korean, Chinese, Japanese and emoji with the real fc-list (npm test installs them first)", async () => {
    const found = await childNode<{ fonts: unknown[]; packages: string[] }>(`
      const m = await import(${SCRIPT});
      process.stdout.write(JSON.stringify({ fonts: m.missingFonts(), packages: m.missingPackages() }));`);
    // If this fails on a developer's machine: node infra/scripts/ensure-chromium.mjs
    expect(found).toEqual({ fonts: [], packages: [] });
  });
});
