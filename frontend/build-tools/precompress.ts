import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Brotli and gzip files made beside the build's text files (`x.js` -> `x.js.br`, `x.js.gz`), which the
 * gateway sends by the browser's Accept-Encoding (@fastify/static `preCompressed`), so no request pays
 * for compression and brotli can use its slowest, smallest setting. Decision 114.
 */

/** Text files; images and woff2 fonts are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;
/** Below this a compressed copy saves a few hundred bytes at most: not worth a second file. */
export const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface PrecompressedFile {
  /** Path relative to the directory, with `/`. */
  file: string;
  bytes: number;
  br: number;
  gzip: number;
}

async function compressOne(dir: string, file: string): Promise<PrecompressedFile | undefined> {
  const full = path.join(dir, file);
  const raw = await fs.promises.readFile(full);
  if (raw.length < MIN_BYTES) return undefined;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is left out: the gateway then sends the file itself.
  if (br.length < raw.length) await fs.promises.writeFile(`${full}.br`, br);
  if (gz.length < raw.length) await fs.promises.writeFile(`${full}.gz`, gz);
  return { file: file.split(path.sep).join('/'), bytes: raw.length, br: Math.min(br.length, raw.length), gzip: Math.min(gz.length, raw.length) };
}

/** Writes `.br` and `.gz` beside every text file of `dir` of at least MIN_BYTES; returns what it compressed. */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => COMPRESSIBLE.test(file) && fs.statSync(path.join(dir, file)).isFile());
  const done = await Promise.all(files.map((file) => compressOne(dir, file)));
  return done.filter((f): f is PrecompressedFile => f !== undefined).sort((a, b) => a.file.localeCompare(b.file));
}

/** Vite plugin: precompresses the output directory once the build (and the copy of public/) is written. */
export function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => undefined;
  return {
    name: 'tov-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      const sum = (key: 'bytes' | 'br' | 'gzip') => (files.reduce((s, f) => s + f[key], 0) / 1024).toFixed(1);
      log(`precompressed ${files.length} files: ${sum('bytes')} KB -> ${sum('br')} KB brotli, ${sum('gzip')} KB gzip`);
    },
  };
}
