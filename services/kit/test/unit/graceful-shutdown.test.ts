import { createLogger, installGracefulShutdown } from '../../src';

const logger = createLogger({ name: 'shutdown-test', level: 'silent' });

/** Installs the handlers on this process with process.exit stubbed; removes them afterwards. */
function install(steps: Array<{ name: string; run(): Promise<unknown> }>) {
  const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  const exits: number[] = [];
  const exit = jest.spyOn(process, 'exit').mockImplementation(((code?: number) => void exits.push(code ?? 0)) as never);
  installGracefulShutdown(logger, steps, 5_000);
  return {
    exits,
    restore() {
      exit.mockRestore();
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        for (const listener of process.listeners(signal)) if (!before[signal].includes(listener)) process.removeListener(signal, listener);
      }
    },
  };
}

/** A step that finishes when told to. */
function slowStep() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { step: { name: 'drain', run: () => done }, finish };
}

const tick = () => new Promise((r) => setTimeout(r, 20));

/** Sends `signals` to a shutdown whose one step waits; answers the exit codes before and after it finishes. */
async function exitsAround(signals: Array<'SIGINT' | 'SIGTERM'>): Promise<{ whileRunning: number[]; afterwards: number[] }> {
  const { step, finish } = slowStep();
  const h = install([step]);
  try {
    for (const signal of signals) process.emit(signal);
    await tick();
    const whileRunning = [...h.exits];
    finish();
    await tick();
    return { whileRunning, afterwards: h.exits };
  } finally {
    h.restore();
  }
}

it('lets a shutdown begun on SIGINT finish when SIGTERM follows (Ctrl-C under npm start)', async () => {
  expect(await exitsAround(['SIGINT', 'SIGTERM'])).toEqual({ whileRunning: [], afterwards: [0] });
});

it('exits at once on the same signal twice (Ctrl-C pressed again)', async () => {
  expect((await exitsAround(['SIGINT', 'SIGINT'])).whileRunning).toEqual([1]);
});
