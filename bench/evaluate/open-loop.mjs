// An open-loop load: requests are sent at a fixed rate whatever the answers do, and each latency
// counts from the moment its request was due, not from when it went out. A closed loop (autocannon's
// connections) stops sending while the server stalls, so a stall delays only the requests already in
// flight; here everything that arrives during it waits too, as real arrivals would (no coordinated
// omission). autocannon's `overallRate` sends in bursts, which measures its bursts instead.
import { Pool } from 'undici';

/**
 * @param {{ origin: string, path: string, method: string, headers: Record<string, string>, body: string, rate: number, seconds: number, connections?: number }} load
 * @returns {Promise<{ perSecond: number, p50: number, p90: number, p99: number, max: number, failed: number, total: number }>}
 */
export async function openLoop({ origin, path, method, headers, body, rate, seconds, connections = 200 }) {
  const pool = new Pool(origin, { connections });
  const total = Math.round(rate * seconds);
  const latencies = new Float64Array(total);
  const dueAt = (i) => started + (i * 1000) / rate;
  let sent = 0;
  let answered = 0;
  let failed = 0;
  const started = performance.now();
  try {
    await new Promise((resolve) => {
      const send = (i) => {
        pool
          .request({ path, method, headers, body })
          .then(async (response) => {
            await response.body.dump();
            if (response.statusCode >= 300) failed++;
          })
          .catch(() => failed++)
          .finally(() => {
            latencies[i] = performance.now() - dueAt(i);
            if (++answered === total) resolve();
          });
      };
      // Every millisecond, whatever has come due is sent (a timer can fire late: those go at once).
      const tick = () => {
        const now = performance.now();
        while (sent < total && dueAt(sent) <= now) send(sent++);
        if (sent < total) setTimeout(tick, 1);
      };
      tick();
    });
  } finally {
    await pool.close();
  }
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort();
  const at = (q) => Math.round(sorted[Math.min(total - 1, Math.floor(total * q))]);
  return { perSecond: total / elapsed, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: Math.round(sorted[total - 1]), failed, total };
}
