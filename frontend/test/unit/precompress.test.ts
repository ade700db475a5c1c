// build-tools/precompress.ts: the .br and .gz copies the gateway sends (decision 115). Node's fs and
// zlib, under the workspace's jsdom environment.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { MIN_BYTES, precompressDir } from '../../build-tools/precompress';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (file: string, body: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), body);
};
const exists = (file: string) => fs.existsSync(path.join(dir, file));

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decode to the file, beside each text file of the build', async () => {
    const js = `export const text = ${JSON.stringify('비자 사전 평가 '.repeat(400))};`;
    const html = `<!doctype html><html>${'<p>TOV</p>'.repeat(200)}</html>`;
    write('assets/index-Ab12Cd34.js', js);
    write('assets/index-Ef56Gh78.css', '.card { padding: 16px; }\n'.repeat(100));
    write('index.html', html);
    write('service-worker.js', 'self.addEventListener("fetch", () => {});\n'.repeat(40));

    const done = await precompressDir(dir);

    expect(done.map((f) => f.file)).toEqual(['assets/index-Ab12Cd34.js', 'assets/index-Ef56Gh78.css', 'index.html', 'service-worker.js']);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'assets/index-Ab12Cd34.js.br'))).toString()).toBe(js);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'assets/index-Ab12Cd34.js.gz'))).toString()).toBe(js);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'index.html.br'))).toString()).toBe(html);
    for (const f of done) {
      expect(f.br).toBeLessThan(f.bytes);
      expect(f.br).toBeLessThanOrEqual(f.gzip);
    }
  });

  it('leaves files under 1 KB and files that are compressed already (images, fonts) alone', async () => {
    write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write('assets/logo-Ab12Cd34.png', Buffer.alloc(4 * MIN_BYTES, 7));
    write('assets/font-Ab12Cd34.woff2', Buffer.alloc(4 * MIN_BYTES, 7));

    expect(await precompressDir(dir)).toEqual([]);
    expect(fs.readdirSync(dir, { recursive: true }).filter((f) => /\.(br|gz)$/.test(String(f)))).toEqual([]);
  });

  it('writes no copy that would be larger than the file itself', async () => {
    // Random bytes do not compress: both copies come out larger and are left out.
    write('assets/noise-Ab12Cd34.js', Buffer.from(Array.from({ length: 4 * MIN_BYTES }, () => Math.floor(Math.random() * 256))));

    await precompressDir(dir);

    expect(exists('assets/noise-Ab12Cd34.js.br')).toBe(false);
    expect(exists('assets/noise-Ab12Cd34.js.gz')).toBe(false);
  });
});
