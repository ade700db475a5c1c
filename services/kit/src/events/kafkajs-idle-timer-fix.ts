/**
 * kafkajs 2.2.4 (pinned in package.json) keeps a timer of 1 ms running for ever on every broker
 * connection that has sent a request: `RequestQueue.checkPendingRequests` always ends by calling
 * `scheduleCheckPendingRequests`, which schedules a check `throttledUntil - now` ms later. That is
 * negative (so 1 ms) when nothing is throttled, even with nothing pending (tulios/kafkajs#1556 and
 * #1704, not fixed upstream). Each of our services woke about 1,000 times a second while idle: a
 * twentieth of a core on this machine for a service doing nothing (bench/evaluate).
 *
 * This applies the fix proposed upstream: with nothing pending and no throttle to wait out, no check
 * is scheduled. A request pushed later schedules its own check, and a finished one checks the
 * queue, so nothing is left waiting.
 */
interface RequestQueueLike {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: unknown;
  scheduleCheckPendingRequests(): void;
}

let applied = false;

export function applyKafkajsIdleTimerFix(): void {
  if (applied) return;
  applied = true;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- kafkajs exports no path to this class
  const RequestQueue = require('kafkajs/src/network/requestQueue') as { prototype: RequestQueueLike };
  const schedule = RequestQueue.prototype.scheduleCheckPendingRequests;
  RequestQueue.prototype.scheduleCheckPendingRequests = function (this: RequestQueueLike) {
    if (!this.throttleCheckTimeoutId && this.pending.length === 0 && this.throttledUntil <= Date.now()) return;
    schedule.call(this);
  };
}
