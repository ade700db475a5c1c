import net from 'node:net';

/** The running stack's gateway (started by `npm test`). */
export const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
const base = new URL(BASE);
export const GATEWAY_HOST = base.hostname;
export const GATEWAY_PORT = Number(base.port || 80);

export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: Record<string, unknown> | undefined;
  text: string;
  ms: number;
}

/** `{"<key>": [[[...]]]}` nested `depth` deep, as JSON text (JSON.stringify of so deep a value overflows the stack). */
export function deeplyNestedJson(key: string, depth: number): string {
  return `{${JSON.stringify(key)}:${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

/** One call through the gateway; `path` is sent as written (no client-side normalisation). */
export async function call(
  method: string,
  path: string,
  options: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined || options.raw !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text, ms: performance.now() - started };
}

/** An answer in the platform's envelope: `success` and, for an error, a catalogue `code` whose status matches. */
export function isEnvelope(answer: Answer): boolean {
  const body = answer.json;
  if (!body || typeof body.success !== 'boolean' || typeof body.timestamp !== 'string') return false;
  return body.success ? answer.status < 400 : typeof body.code === 'string' && answer.status >= 400;
}

export const DEMO_PASSWORD = 'demo1234';
export const DEMO = {
  challenger: 'challenger@demo.tov',
  company: 'company@demo.tov',
  pro: 'pro@demo.tov',
  admin: 'admin@demo.tov',
} as const;
export type DemoRole = keyof typeof DEMO;

const tokens = new Map<DemoRole, Promise<string>>();
/** A signed-in demo account's access token (the e2e stack is seeded). */
export function tokenOf(role: DemoRole): Promise<string> {
  let token = tokens.get(role);
  if (!token) {
    token = call('POST', '/api/auth/login', { body: { email: DEMO[role], password: DEMO_PASSWORD } }).then((answer) => {
      const data = answer.json?.data as { token?: string } | undefined;
      if (answer.status !== 200 || !data?.token) throw new Error(`login as ${role}: ${answer.status} ${answer.text.slice(0, 200)}`);
      return data.token;
    });
    tokens.set(role, token);
  }
  return token;
}

/** Raw bytes to the gateway and the whole answer back (for requests fetch would normalise or refuse). */
export function rawRequest(request: string, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(GATEWAY_PORT, GATEWAY_HOST, () => socket.write(request));
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(answer);
    }, timeoutMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Status and parsed JSON body of a raw HTTP/1.1 answer. */
export function parseRaw(answer: string): { status: number; json: Record<string, unknown> | undefined } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
  const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
  try {
    return { status, json: JSON.parse(body) as Record<string, unknown> };
  } catch {
    return { status, json: undefined };
  }
}
