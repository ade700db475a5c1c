// Frontend benchmark: the production build's initial JavaScript (gzip) and the first contentful paint
// of / and /visa/step1 in headless Chromium. Builds nothing: run `npx vite build` in frontend/ first.
//   node bench/frontend/run.mjs            (CHROMIUM_PATH, FRONTEND_DIST and RUNS may be set)
// Targets: initial JS <= 150 KB gzip (was 170 in issue 4); FCP on localhost < 1 s.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = path.resolve(process.env.FRONTEND_DIST ?? path.join(ROOT, 'frontend', 'dist'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 5);
const TARGET_JS_KB = 150;
const TARGET_FCP_MS = 1000;

if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.error(`No build at ${DIST}: run "npx vite build" in frontend/ first.`);
  process.exit(2);
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file)).length;

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

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
};

/** A tiny static server with the gateway's fallback to index.html; API calls get a quick 503. */
function serve() {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (pathname.startsWith('/api/') || pathname === '/analytics') {
      res.writeHead(pathname === '/analytics' ? 204 : 503, { 'content-type': 'application/json' });
      res.end(
        pathname === '/analytics'
          ? ''
          : JSON.stringify({
              success: false,
              data: null,
              code: 'SERVICE_UNAVAILABLE',
              message: '서비스를 일시적으로 사용할 수 없습니다.',
              timestamp: new Date().toISOString(),
            }),
      );
      return;
    }
    let file = path.join(DIST, pathname);
    if (!file.startsWith(DIST) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      if (path.extname(pathname)) {
        res.writeHead(404).end();
        return;
      }
      file = path.join(DIST, 'index.html');
    }
    const body = fs.readFileSync(file);
    const gz = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && /\.(js|css|html|svg|json)$/.test(file);
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', ...(gz ? { 'content-encoding': 'gzip' } : {}) });
    res.end(gz ? zlib.gzipSync(body) : body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
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
const sizes = scripts.map((f) => ({ file: path.relative(DIST, f), gzip: gzipSize(f), raw: fs.statSync(f).size }));
const totalGzip = sizes.reduce((s, x) => s + x.gzip, 0);

console.log('Initial JavaScript (index.html scripts and their static imports):');
for (const s of sizes.sort((a, b) => b.gzip - a.gzip))
  console.log(`  ${s.file.padEnd(48)} ${(s.raw / 1024).toFixed(1).padStart(7)} KB raw  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB gzip`);
const jsKb = totalGzip / 1024;
console.log(`  total ${jsKb.toFixed(1)} KB gzip (target <= ${TARGET_JS_KB} KB): ${jsKb <= TARGET_JS_KB ? 'OK' : 'OVER'}`);

const server = await serve();
const base = `http://127.0.0.1:${server.address().port}`;
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
  server.close();
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
    fcpMs: Object.fromEntries(Object.entries(results).map(([k, v]) => [k, Math.round(v.median)])),
    targets: { initialJsGzipKb: TARGET_JS_KB, fcpMs: TARGET_FCP_MS },
  }),
);
process.exitCode = jsKb <= TARGET_JS_KB && fcpOk ? 0 : 1;
