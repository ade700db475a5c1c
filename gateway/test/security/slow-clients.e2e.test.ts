// Issue 12, item 2: half-sent requests hold only their own sockets. 200 sockets that declare a
// 1,000-byte body and send 13 bytes of it used to hold the gateway's whole upstream pool.
import net from 'node:net';
import { GATEWAY_HOST, GATEWAY_PORT, call } from './support';

function halfSentRequest(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(GATEWAY_PORT, GATEWAY_HOST, () => {
      socket.write('POST /api/visa/v3/assessment/evaluate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"visaType":"');
      resolve(socket);
    });
    socket.on('error', () => undefined); // refused or cut off by the gateway: that is the point
    socket.setTimeout(30_000, () => socket.destroy());
    socket.once('error', reject);
  });
}

it('keeps answering GET /types in under 100 ms while 200 half-sent requests hang', async () => {
  await call('GET', '/api/visa/v3/types'); // warm: the list is cached
  const sockets = await Promise.all(Array.from({ length: 200 }, () => halfSentRequest()));
  try {
    await new Promise((r) => setTimeout(r, 500)); // every request is in, waiting for its body
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const answer = await call('GET', '/api/visa/v3/types');
      expect(answer.status).toBe(200);
      times.push(answer.ms);
    }
    times.sort((a, b) => a - b);
    console.log(`GET /types with 200 half-sent requests open: median ${times[10]!.toFixed(1)} ms, slowest ${times[19]!.toFixed(1)} ms`);
    expect(times[19]).toBeLessThan(100);
  } finally {
    for (const socket of sockets) socket.destroy();
  }
});

it('refuses more than its share of bodies at once from one address, and cuts off a body that trickles', async () => {
  const sockets = await Promise.all(Array.from({ length: 40 }, () => halfSentRequest()));
  const answers: string[] = [];
  for (const socket of sockets) socket.on('data', (chunk) => answers.push(chunk.toString()));
  try {
    // Past 32 bodies at once from one address: 429 at once, in the envelope.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(answers.filter((a) => a.startsWith('HTTP/1.1 429') && a.includes('"code":"RATE_LIMITED"')).length).toBeGreaterThanOrEqual(8);
    // The 13 bytes sent are far under 1 KiB/s: after the 5 s grace, each is cut off with 408.
    await new Promise((r) => setTimeout(r, 7_000));
    expect(answers.filter((a) => a.startsWith('HTTP/1.1 408') && a.includes('"code":"TIMEOUT"')).length).toBeGreaterThanOrEqual(30);
  } finally {
    for (const socket of sockets) socket.destroy();
  }
});
