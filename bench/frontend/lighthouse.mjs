// Lighthouse (mobile: its default Moto G Power profile, simulated slow 4G and 4x CPU slowdown) on pages
// served by the real gateway, in Debian's Chromium. Prints per page the bytes over the wire by resource
// type (and their decoded size) and the performance score with FCP, LCP and TBT, min and median of
// `runs`. Used by run.mjs; alone:
//   node bench/frontend/lighthouse.mjs [--runs 3] [--pages /,/visa/step1,/tovspark] [--variants build,uncompressed]
// Variants: `build` serves the build as it is (with its precompressed .br/.gz files); `uncompressed`
// serves a copy of it without them, which is what the gateway sent before the build compressed its
// files (issue 24 item 19).
// Runs are interleaved (run 1 of every page and variant, then run 2, ...) so a machine that slows down
// part-way weighs on both variants alike.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startGateway } from './gateway.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const LIGHTHOUSE_PAGES = ['/', '/visa/step1', '/tovspark'];
export const TARGET_SCORE = 90;
// Chromium is told not to reach anything but the page: this machine has no network beyond 127.0.0.1.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--accept-lang=ko-KR'];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A copy of the build without its precompressed files: the gateway then sends every file as it is. */
function uncompressedCopy(distDir) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tov-dist-uncompressed-'));
  fs.cpSync(distDir, dir, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
  return dir;
}

/** Resource types that are files of the build (the gateway serves them from dist/). */
const STATIC_TYPES = new Set(['Document', 'Script', 'Stylesheet', 'Font', 'Image', 'Manifest', 'Other']);
/** What Chromium sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** Bytes of one answer over the wire: status line, headers and body as received (not decoded). */
function wireBytes(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': acceptEncoding, accept: '*/*' } }, (res) => {
      let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < res.rawHeaders.length; i += 2) bytes += res.rawHeaders[i].length + 2 + Buffer.byteLength(res.rawHeaders[i + 1]) + 2;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    });
    req.on('error', reject);
  });
}

/**
 * Bytes over the wire per resource type for the files a page loaded, fetched again from the same
 * gateway as a browser (br, gzip) and as one that accepts no compression (identity). Lighthouse 12.2's
 * own transferSize reads 0 for the chunks loaded by import() in Chromium 156, so it is not used.
 */
async function wireSizes(base, files) {
  const byType = {};
  const seen = new Set();
  for (const { url, type } of files) {
    const target = new URL(url).pathname + new URL(url).search;
    if (seen.has(target)) continue;
    seen.add(target);
    byType[type] ??= { count: 0, sent: 0, identity: 0 };
    byType[type].count += 1;
    byType[type].sent += await wireBytes(base + target, BROWSER_ENCODINGS);
    byType[type].identity += await wireBytes(base + target, 'identity');
  }
  return byType;
}

/** One Lighthouse run in a fresh Chromium. */
async function lighthouseOnce(url, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** The figures kept from one report. */
function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  // The files the page loaded (GET of a static file; the analytics pings and the API calls are left out).
  const files = (audit('network-requests')?.details?.items ?? [])
    .filter((r) => STATIC_TYPES.has(r.resourceType) && r.statusCode === 200)
    .map((r) => ({ url: r.url, type: r.resourceType }));
  // What Lighthouse says would save the most time, for the "what holds it back" line.
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity')
    .map((a) => ({ id: a.id, ms: Math.round(Math.max(a.metricSavings?.FCP ?? 0, a.metricSavings?.LCP ?? 0)) }))
    .filter((o) => o.ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    si: audit('speed-index').numericValue,
    textCompression: audit('uses-text-compression')?.score,
    bootupMs: audit('bootup-time')?.numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    // Lighthouse's measure of this machine's CPU at the time (its 4x slowdown assumes about 1,500+).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    files,
    opportunities,
    runtimeError: lhr.runtimeError?.code,
  };
}

/**
 * Runs Lighthouse `runs` times per page and variant against a gateway per variant (ports
 * `port`, `port + 1`, ...). Returns `{ runs: { [variant]: { [page]: summary[] } }, wire: { [variant]: { [page]: bytes by type } } }`.
 */
export async function runLighthouse({
  distDir,
  pages = LIGHTHOUSE_PAGES,
  runs = 3,
  variants = ['build'],
  port = 18080,
  chromePath = '/usr/bin/chromium',
  log = console.log,
}) {
  const precompressed = fs.readdirSync(distDir, { recursive: true }).filter((f) => /\.(br|gz)$/.test(String(f))).length;
  log(`Lighthouse: ${distDir} has ${precompressed} precompressed files; ${runs} runs of ${pages.join(', ')} per variant (${variants.join(', ')})`);
  const copies = [];
  const gateways = {};
  try {
    for (const [i, variant] of variants.entries()) {
      let dir = distDir;
      if (variant === 'uncompressed') copies.push((dir = uncompressedCopy(distDir)));
      else if (variant !== 'build') throw new Error(`unknown variant ${variant}`);
      gateways[variant] = await startGateway({ distDir: dir, port: port + i });
    }
    const results = Object.fromEntries(variants.map((v) => [v, Object.fromEntries(pages.map((p) => [p, []]))]));
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        for (const variant of variants) {
          const summary = summarise(await lighthouseOnce(gateways[variant].base + page, chromePath));
          results[variant][page].push(summary);
          log(
            `  run ${run}/${runs} ${variant.padEnd(13)} ${page.padEnd(12)} ` +
              (summary.runtimeError ? `failed: ${summary.runtimeError}` : `score ${summary.score}, FCP ${Math.round(summary.fcp)} ms`),
          );
        }
      }
    }
    // Sizes over the wire of every file any run of the page loaded (they do not change between runs).
    const wire = {};
    for (const variant of variants) {
      wire[variant] = {};
      for (const page of pages)
        wire[variant][page] = await wireSizes(
          gateways[variant].base,
          results[variant][page].flatMap((r) => r.files),
        );
    }
    return { runs: results, wire };
  } finally {
    await Promise.all(Object.values(gateways).map((g) => g.stop()));
    for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints the transfer sizes and the scores; returns whether every page of every variant reached the target score (median). */
export function printLighthouse(results, log = console.log) {
  let allOk = true;
  const json = {};
  for (const [variant, byPage] of Object.entries(results.runs)) {
    log(`\nLighthouse mobile, ${variant} (${Object.values(byPage)[0].length} runs per page; min / median):`);
    json[variant] = {};
    for (const [page, all] of Object.entries(byPage)) {
      // A run Lighthouse could not finish (runtimeError: no paint seen, a page that did not load) has no
      // metrics: it is counted, not averaged in.
      const runs = all.filter((r) => !r.runtimeError && Number.isFinite(r.fcp));
      if (runs.length < all.length)
        log(
          `  ${page.padEnd(12)} ${all.length - runs.length} of ${all.length} runs failed (${all
            .map((r) => r.runtimeError)
            .filter(Boolean)
            .join(', ')})`,
        );
      if (runs.length === 0) {
        allOk = false;
        continue;
      }
      const pick = (key) => runs.map((r) => r[key]);
      const mm = (key, unit = ' ms') => `${Math.round(Math.min(...pick(key)))}/${Math.round(median(pick(key)))}${unit}`;
      const scoreMedian = median(pick('score'));
      const ok = scoreMedian >= TARGET_SCORE;
      allOk &&= ok;
      log(
        `  ${page.padEnd(12)} score ${mm('score', '')} (target >= ${TARGET_SCORE}: ${ok ? 'OK' : 'UNDER'})  FCP ${mm('fcp')}  LCP ${mm('lcp')}  TBT ${mm('tbt')}` +
          `  CLS ${median(pick('cls')).toFixed(3)}  CPU benchmark ${mm('benchmarkIndex', '')}`,
      );
      const mid = runs.find((r) => r.score === scoreMedian) ?? runs[0];
      const types = Object.entries(results.wire[variant][page]).sort((a, b) => b[1].sent - a[1].sent);
      const total = types.reduce((t, [, x]) => ({ sent: t.sent + x.sent, identity: t.identity + x.identity }), { sent: 0, identity: 0 });
      for (const [type, t] of [...types, ['total', { count: types.reduce((n, [, x]) => n + x.count, 0), ...total }]])
        log(
          `      ${type.padEnd(11)} ${String(t.count).padStart(3)} files  ${kb(t.sent).padStart(9)} over the wire as sent to Chromium  ${kb(t.identity).padStart(9)} without compression`,
        );
      if (mid.opportunities.length > 0) log(`      Lighthouse's largest opportunities: ${mid.opportunities.map((o) => `${o.id} ${o.ms} ms`).join(', ')}`);
      log(`      text compression audit: ${mid.textCompression === 1 ? 'passed' : 'failed'}; script boot-up ${Math.round(mid.bootupMs ?? 0)} ms`);
      json[variant][page] = {
        score: { min: Math.min(...pick('score')), median: scoreMedian },
        fcpMs: { min: Math.round(Math.min(...pick('fcp'))), median: Math.round(median(pick('fcp'))) },
        lcpMs: { min: Math.round(Math.min(...pick('lcp'))), median: Math.round(median(pick('lcp'))) },
        tbtMs: { min: Math.round(Math.min(...pick('tbt'))), median: Math.round(median(pick('tbt'))) },
        cls: Number(median(pick('cls')).toFixed(3)),
        benchmarkIndex: Math.round(median(pick('benchmarkIndex'))),
        sentKb: Number((total.sent / 1024).toFixed(1)),
        uncompressedKb: Number((total.identity / 1024).toFixed(1)),
      };
    }
  }
  log(JSON.stringify({ lighthouse: json }));
  return allOk;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: process.env.LIGHTHOUSE_RUNS ?? '3' },
      pages: { type: 'string', default: LIGHTHOUSE_PAGES.join(',') },
      variants: { type: 'string', default: 'build' },
      port: { type: 'string', default: process.env.BENCH_GATEWAY_PORT ?? '18080' },
    },
  });
  const distDir = path.resolve(process.env.FRONTEND_DIST ?? path.join(ROOT, 'frontend', 'dist'));
  const results = await runLighthouse({
    distDir,
    pages: values.pages.split(','),
    runs: Number(values.runs),
    variants: values.variants.split(','),
    port: Number(values.port),
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  process.exitCode = printLighthouse(results) ? 0 : 1;
}
