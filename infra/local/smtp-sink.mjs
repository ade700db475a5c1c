#!/usr/bin/env node
// SMTP sink for local runs and tests: accepts every message on 127.0.0.1:SMTP_PORT (no TLS,
// AUTH optional and accepted), stores it as JSON under the state dir (config.mjs), and serves it on
// 127.0.0.1:SMTP_HTTP_PORT:
//   GET    /health            { status: 'ok', service: 'tov-smtp-sink', smtpPort, httpPort, messages }
//   GET    /messages[?to=a@b] newest first; `to` matches header To/Cc and envelope recipients
//   GET    /messages/:id      one message
//   DELETE /messages          removes every stored message
//   DELETE /messages/:id      removes one
// Started detached by `infra/local` (`npm run infra:up`); run it in the foreground with `node infra/local/smtp-sink.mjs`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { config } from './config.mjs';

const { host, port: smtpPort, httpPort } = config.smtp;
const mailDir = config.paths.mailDir;
const MAX_SIZE = 20 * 1024 * 1024;
const HEADERS_OF_INTEREST = [
  'message-id',
  'in-reply-to',
  'references',
  'reply-to',
  'cc',
  'bcc',
  'x-mailer',
  'list-unsubscribe',
  'traceparent',
  'content-language',
];

fs.mkdirSync(mailDir, { recursive: true });

const log = (msg) => process.stdout.write(`[${new Date().toISOString()}] ${msg}\n`);

function addresses(field) {
  if (!field) return [];
  const list = Array.isArray(field) ? field : [field];
  return list
    .flatMap((a) => a.value ?? [])
    .flatMap((v) => (v.group ? v.group : [v]))
    .map((v) => v.address)
    .filter(Boolean);
}

function headerValue(value) {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(headerValue);
  if (typeof value === 'object' && 'text' in value) return value.text;
  if (typeof value === 'object' && 'value' in value) return typeof value.value === 'string' ? value.value : JSON.stringify(value.value);
  return String(value);
}

function newId() {
  // sortable by arrival: zero-padded ms timestamp + a per-process counter + randomness
  newId.counter = ((newId.counter ?? 0) + 1) % 1_000_000;
  return `${String(Date.now()).padStart(15, '0')}-${String(newId.counter).padStart(6, '0')}-${crypto.randomBytes(3).toString('hex')}`;
}

async function store(raw, session) {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const headers = {};
  for (const [name, value] of parsed.headers) {
    if (HEADERS_OF_INTEREST.includes(name) || name.startsWith('x-')) headers[name] = headerValue(value);
  }
  const message = {
    id: newId(),
    receivedAt: new Date().toISOString(),
    from: parsed.from?.value?.[0]?.address ?? session.envelope.mailFrom?.address ?? null,
    fromText: parsed.from?.text ?? null,
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    envelope: { from: session.envelope.mailFrom?.address ?? null, to: session.envelope.rcptTo.map((r) => r.address) },
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    date: parsed.date ? parsed.date.toISOString() : null,
    messageId: parsed.messageId ?? null,
    headers,
    attachments: (parsed.attachments ?? []).map((a) => ({ filename: a.filename ?? null, contentType: a.contentType, size: a.size })),
    size: raw.length,
  };
  const file = path.join(mailDir, `${message.id}.json`);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(message, null, 2));
  fs.renameSync(`${file}.tmp`, file);
  return message;
}

const smtp = new SMTPServer({
  name: 'tov-smtp-sink',
  banner: 'tov local SMTP sink',
  secure: false,
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  allowInsecureAuth: true,
  size: MAX_SIZE,
  logger: false,
  onAuth(auth, _session, callback) {
    callback(null, { user: auth.username || 'anonymous' });
  },
  onData(stream, session, callback) {
    const chunks = [];
    let size = 0;
    stream.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_SIZE) chunks.push(chunk);
    });
    stream.on('error', callback);
    stream.on('end', () => {
      if (stream.sizeExceeded) {
        const err = new Error('message exceeds the size limit');
        err.responseCode = 552;
        callback(err);
        return;
      }
      store(Buffer.concat(chunks), session)
        .then((message) => {
          log(`stored ${message.id} from=${message.envelope.from} to=${message.envelope.to.join(',')} subject=${JSON.stringify(message.subject)}`);
          callback(null, `queued as ${message.id}`);
        })
        .catch((err) => {
          log(`could not store a message: ${err.stack ?? err}`);
          const failure = new Error('could not store the message');
          failure.responseCode = 451;
          callback(failure);
        });
    });
  },
});
smtp.on('error', (err) => log(`smtp error: ${err.message}`));

function listMessages() {
  return fs
    .readdirSync(mailDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse()
    .map((f) => {
      try {
        return JSON.parse(fs.readFileSync(path.join(mailDir, f), 'utf8'));
      } catch {
        return null; // removed or half-written meanwhile
      }
    })
    .filter(Boolean);
}

function send(res, status, body) {
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(payload), 'cache-control': 'no-store' });
  res.end(payload);
}

const ID_PATTERN = /^[0-9a-f-]+$/i;

const api = http.createServer((req, res) => {
  try {
    const url = new URL(req.url ?? '/', `http://${host}`);
    const parts = url.pathname.split('/').filter(Boolean);
    if (req.method === 'GET' && url.pathname === '/health') {
      const count = fs.readdirSync(mailDir).filter((f) => f.endsWith('.json')).length;
      send(res, 200, { status: 'ok', service: 'tov-smtp-sink', pid: process.pid, smtpPort, httpPort, messages: count });
      return;
    }
    if (parts[0] === 'messages' && parts.length === 1) {
      if (req.method === 'GET') {
        const to = url.searchParams.get('to')?.trim().toLowerCase();
        let messages = listMessages();
        if (to) {
          messages = messages.filter((m) => [...m.to, ...m.cc, ...m.envelope.to].some((a) => a.toLowerCase() === to));
        }
        send(res, 200, messages);
        return;
      }
      if (req.method === 'DELETE') {
        const files = fs.readdirSync(mailDir).filter((f) => f.endsWith('.json'));
        for (const f of files) fs.rmSync(path.join(mailDir, f), { force: true });
        send(res, 200, { deleted: files.length });
        return;
      }
    }
    if (parts[0] === 'messages' && parts.length === 2) {
      const id = decodeURIComponent(parts[1]);
      const file = path.join(mailDir, `${id}.json`);
      if (!ID_PATTERN.test(id) || !fs.existsSync(file)) {
        send(res, 404, { error: 'not found', id });
        return;
      }
      if (req.method === 'GET') {
        send(res, 200, JSON.parse(fs.readFileSync(file, 'utf8')));
        return;
      }
      if (req.method === 'DELETE') {
        fs.rmSync(file, { force: true });
        send(res, 200, { deleted: 1 });
        return;
      }
    }
    send(res, req.method === 'GET' || req.method === 'DELETE' ? 404 : 405, { error: `no route for ${req.method} ${url.pathname}` });
  } catch (err) {
    send(res, 500, { error: err.message });
  }
});

function listen(server, port, what) {
  return new Promise((resolve, reject) => {
    server.once('error', (err) => reject(new Error(`${what} cannot listen on ${host}:${port}: ${err.message}`)));
    server.listen(port, host, () => resolve());
  });
}

try {
  await listen(smtp.server, smtpPort, 'SMTP');
  await listen(api, httpPort, 'HTTP API');
} catch (err) {
  log(err.message);
  process.exit(1);
}
log(`SMTP sink listening on smtp://${host}:${smtpPort}, API on http://${host}:${httpPort}, mail in ${mailDir}`);

let closing = false;
function shutdown(signal) {
  if (closing) return;
  closing = true;
  log(`${signal}: closing`);
  const timer = setTimeout(() => process.exit(0), 3000);
  timer.unref();
  api.close();
  smtp.close(() => process.exit(0));
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
