// The browser for end-to-end tests and benchmarks: Debian's chromium (playwright-core and Lighthouse
// drive it; neither can download its own), and fonts beside it for Korean, Chinese and Japanese and
// for the emoji the pages use as icons: without them every screenshot shows those as empty boxes
// (issue 24 item 20), not what a person reads.
//   node infra/scripts/ensure-chromium.mjs      installs what is missing (apt-get, sudo when not root)
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * Each font Chromium needs, as a fontconfig language that must have a font and the Debian package
 * that brings one. Chromium finds fonts through fontconfig, so `fc-list :lang=<lang>` is what it sees,
 * whichever package installed the font. Noto CJK covers Korean, Chinese and Japanese (spec 000 §9);
 * und-zsye is fontconfig's language of emoji (the landing's cards, the language switcher's globe).
 */
export const FONTS = [
  { lang: 'ko', package: 'fonts-noto-cjk' },
  { lang: 'zh-cn', package: 'fonts-noto-cjk' },
  { lang: 'ja', package: 'fonts-noto-cjk' },
  { lang: 'und-zsye', package: 'fonts-noto-color-emoji' },
];

const defaults = {
  exists: (file) => fs.existsSync(file),
  run: (cmd, args, options) => spawnSync(cmd, args, options),
  isRoot: () => process.getuid?.() === 0,
};

/** The fonts fontconfig has none for (all of them when `fc-list` itself is missing). */
export function missingFonts(run = defaults.run) {
  return FONTS.filter(({ lang }) => {
    const result = run('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' });
    return result.status !== 0 || String(result.stdout ?? '').trim() === '';
  });
}

/** The Debian packages to install: chromium when its binary is missing, a font package when fontconfig finds no font of its language (and fontconfig's tools when fc-list is missing). */
export function missingPackages({ exists = defaults.exists, run = defaults.run } = {}) {
  const packages = [];
  if (!exists(CHROMIUM_PATH)) packages.push('chromium');
  const fonts = missingFonts(run);
  for (const font of fonts) if (!packages.includes(font.package)) packages.push(font.package);
  if (fonts.length > 0 && run('fc-list', ['--version'], { encoding: 'utf8' }).status !== 0) packages.push('fontconfig');
  return packages;
}

/** The commands that install `packages`, with sudo unless root. */
export function installCommands(packages, isRoot = defaults.isRoot()) {
  const sudo = isRoot ? [] : ['sudo'];
  return [
    [...sudo, 'apt-get', 'update'],
    [...sudo, 'apt-get', 'install', '-y', '--no-install-recommends', ...packages],
  ];
}

/** Installs Chromium and the fonts when missing (nothing but the font check runs when all are there); returns Chromium's path. */
export function ensureChromium(log = console.log, { exists = defaults.exists, run = defaults.run, isRoot = defaults.isRoot } = {}) {
  const packages = missingPackages({ exists, run });
  if (packages.length === 0) return CHROMIUM_PATH;
  log(`installing Debian ${packages.join(', ')} for the browser tests...`);
  for (const cmd of installCommands(packages, isRoot())) {
    const result = run(cmd[0], cmd.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`${cmd.join(' ')} failed`);
  }
  if (!exists(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is still missing after installing chromium`);
  const stillMissing = missingFonts(run);
  if (stillMissing.length > 0) {
    throw new Error(`fontconfig finds no font for ${stillMissing.map((f) => f.lang).join(', ')} after installing ${packages.join(', ')}`);
  }
  return CHROMIUM_PATH;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(ensureChromium());
}
