// Frontend benchmark: the production build's initial JavaScript (raw, gzip, and the brotli copy the
// build made) and the first contentful paint of / and /visa/step1 in headless Chromium, then Lighthouse
// mobile on /, /visa/step1 and /tovspark (lighthouse.mjs: transfer sizes per resource type, score, FCP,
// LCP, TBT). The pages are served by the real gateway (gateway.mjs), so the browser gets production's
// encodings and headers. Builds nothing: run `npx vite build` in frontend/ and
// `npx turbo run build --filter=@tov/gateway...` first.
//   node bench/frontend/run.mjs [--no-lighthouse] [--variants build,uncompressed]
//   (CHROMIUM_PATH, FRONTEND_DIST, RUNS, LIGHTHOUSE_RUNS and BENCH_GATEWAY_PORT may be set)
// Targets: initial JS <= 150 KB gzip (was 170 in issue 4); FCP on localhost < 1 s; Lighthouse mobile
// performance >= 90 (issue 24 item 19).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { startGateway } from './gateway.mjs';
import { printLighthouse, runLighthouse } from './lighthouse.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = path.resolve(process.env.FRONTEND_DIST ?? path.join(ROOT, 'frontend', 'dist'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_GATEWAY_PORT ?? 18080);
const { values: flags } = parseArgs({
  options: { 'no-lighthouse': { type: 'boolean', default: false }, variants: { type: 'string', default: 'build' } },
});
const TARGET_JS_KB = 150;
const TARGET_FCP_MS = 1000;

if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.error(`No build at ${DIST}: run "npx vite build" in frontend/ first.`);
  process.exit(2);
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file)).length;
/** What a browser that accepts br receives: the brotli copy the build wrote, else the file itself. */
const brSize = (file) => fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;
const precompressed = fs.readdirSync(DIST, { recursive: true }).some((f) => String(f).endsWith('.br'));

/** The scripts index.html loads (entry and modulepreloads) plus every module they import statically. */
function initialScripts() {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const queue = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]);
  const seen = new Set();
  while (queue.length > 0) {
    const url = queue.shift();
    const file = path.join(DIST, url.replace(/^\//, ''));
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    // Static imports only: `import ... from "./x.js"` and `import "./x.js"`; dynamic import() is lazy.
    for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w${},*\s]+from\s*)?["']([^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), m[1]));
    }
  }
  return [...seen];
}

async function firstContentfulPaint(browser, url) {
  const context = await browser.newContext({ locale: 'ko-KR', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const fcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const done = () => {
          const entry = performance.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
          else setTimeout(done, 50);
        };
        done();
      }),
  );
  await context.close();
  return fcp;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const scripts = initialScripts();
const sizes = scripts.map((f) => ({ file: path.relative(DIST, f), gzip: gzipSize(f), br: brSize(f), raw: fs.statSync(f).size }));
const totalGzip = sizes.reduce((s, x) => s + x.gzip, 0);
const totalBr = precompressed ? sizes.reduce((s, x) => s + x.br, 0) : undefined;
const totalRaw = sizes.reduce((s, x) => s + x.raw, 0);

console.log('Initial JavaScript (index.html scripts and their static imports):');
for (const s of sizes.sort((a, b) => b.gzip - a.gzip))
  console.log(
    `  ${s.file.padEnd(48)} ${(s.raw / 1024).toFixed(1).padStart(7)} KB raw  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${(s.br / 1024).toFixed(1).padStart(6)} KB as sent to br`,
  );
const jsKb = totalGzip / 1024;
console.log(
  `  total ${(totalRaw / 1024).toFixed(1)} KB raw, ${jsKb.toFixed(1)} KB gzip (target <= ${TARGET_JS_KB} KB): ${jsKb <= TARGET_JS_KB ? 'OK' : 'OVER'}` +
    (totalBr === undefined ? '; no brotli copies in this build' : `, ${(totalBr / 1024).toFixed(1)} KB brotli as sent`),
);

const gateway = await startGateway({ distDir: DIST, port: PORT });
const base = gateway.base;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
const results = {};
try {
  for (const route of ['/', '/visa/step1']) {
    await firstContentfulPaint(browser, base + route); // warm-up
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await firstContentfulPaint(browser, base + route));
    results[route] = { median: median(runs), max: Math.max(...runs), runs };
  }
} finally {
  await browser.close();
  await gateway.stop();
}

console.log(`First contentful paint, headless Chromium, ${RUNS} runs after a warm-up (target < ${TARGET_FCP_MS} ms):`);
let fcpOk = true;
for (const [route, r] of Object.entries(results)) {
  const ok = r.median < TARGET_FCP_MS;
  fcpOk &&= ok;
  console.log(`  ${route.padEnd(14)} median ${r.median.toFixed(0)} ms, max ${r.max.toFixed(0)} ms: ${ok ? 'OK' : 'SLOW'}`);
}
console.log(
  JSON.stringify({
    initialJsGzipKb: Number(jsKb.toFixed(1)),
    initialJsBrKb: totalBr === undefined ? null : Number((totalBr / 1024).toFixed(1)),
    fcpMs: Object.fromEntries(Object.entries(results).map(([k, v]) => [k, Math.round(v.median)])),
    targets: { initialJsGzipKb: TARGET_JS_KB, fcpMs: TARGET_FCP_MS },
  }),
);

let lighthouseOk = true;
if (!flags['no-lighthouse']) {
  const lighthouse = await runLighthouse({
    distDir: DIST,
    runs: Number(process.env.LIGHTHOUSE_RUNS ?? 3),
    variants: flags.variants.split(','),
    port: PORT,
    chromePath: CHROMIUM,
  });
  lighthouseOk = printLighthouse(lighthouse);
}
process.exitCode = jsKb <= TARGET_JS_KB && fcpOk && lighthouseOk ? 0 : 1;
