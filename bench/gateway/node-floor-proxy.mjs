// The floor of any Node proxy on this machine: node:http and an undici pool streaming the answer
// back, with nothing else (no framework, JWT, limits, hooks or logs). Forked by run.mjs.
import http from 'node:http';
import { Pool } from 'undici';

const [upstream, port] = process.argv.slice(2);
const pool = new Pool(upstream, { connections: 64, pipelining: 1 });
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host']);

http
  .createServer((req, res) => {
    const headers = {};
    for (const name in req.headers) if (!HOP_BY_HOP.has(name)) headers[name] = req.headers[name];
    pool.stream(
      { path: req.url, method: req.method, headers },
      ({ statusCode, headers: answer }) => {
        for (const name of HOP_BY_HOP) delete answer[name];
        res.writeHead(statusCode, answer);
        return res;
      },
      (error) => {
        if (error && !res.headersSent) {
          res.statusCode = 502;
          res.end();
        }
      },
    );
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
