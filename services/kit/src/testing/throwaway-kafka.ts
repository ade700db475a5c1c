import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports';

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');
const infraCli = path.join(repoRoot, 'infra', 'local', 'cli.mjs');

export interface ThrowawayKafka {
  brokers: string[];
  /** Stops the broker (an outage) and starts it again with its data. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

/**
 * A Kafka broker of a test's own (infra/local's, on free ports and a state folder of its own): a test
 * that stops the broker must not stop the one every other suite, run beside it, is using.
 */
export async function throwawayKafka(): Promise<ThrowawayKafka> {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tov-kafka-'));
  const [port, controllerPort] = [await freePort(), await freePort()];
  const env = { ...process.env, INFRA_STATE_DIR: stateDir, KAFKA_PORT: String(port), KAFKA_CONTROLLER_PORT: String(controllerPort) };
  const cli = async (command: 'up' | 'down') =>
    void (await run(process.execPath, [infraCli, command, '--only=kafka', '--quiet'], { cwd: repoRoot, env, timeout: 180_000 }));
  await cli('up');
  return {
    brokers: [`127.0.0.1:${port}`],
    stop: () => cli('down'),
    start: () => cli('up'),
    async close() {
      await cli('down').catch(() => undefined);
      fs.rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
