// The fault suite (issue 16): Postgres, Redis and Kafka are stopped and started again in turn while a
// steady load of reads and writes goes through the gateway. infra/fault/run.mjs does it on throwaway
// instances of its own (a Postgres cluster from initdb in a temporary folder, a second redis-server,
// its own Kafka broker and SMTP sink, all on other ports), with the platform's services started as
// under `npm start`, and reports what happened; this file checks the report. The run is an ESM script
// in a child node (jest cannot import infra/local's .mjs files; see local-infra.test.ts); it needs the
// services built (`npm test` builds first). Its output goes to a log file, and its figures are printed.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SERVICES = ['auth', 'visa-assessment', 'matching', 'specialist', 'tovspark', 'workers', 'gateway'];
const DEPENDENCIES = ['postgres', 'redis', 'kafka'] as const;
/** Services whose readiness checks each dependency (the gateway and workers have no database or broker). */
const DEPENDENTS: Record<(typeof DEPENDENCIES)[number], string[]> = {
  postgres: ['auth', 'visa-assessment', 'matching', 'specialist', 'tovspark'],
  redis: ['gateway', 'auth', 'visa-assessment', 'matching', 'specialist', 'tovspark', 'workers'],
  kafka: ['auth', 'visa-assessment', 'matching', 'specialist', 'tovspark'],
};

interface Answers {
  count: number;
  byStatus: Record<string, number>;
  slowestMs: number;
  wrong: Array<{ kind: string; status: number; code: string | null; ms: number }>;
}
interface Phase {
  dependency: string;
  stopBeganAt: number;
  upAt: number;
  recoveredAt: number | null;
  outageMs: number;
  recoveryMs: number | null;
  answers: Answers;
  answersUntilRecovered: Answers;
  answersByKind: Record<string, Record<string, number>>;
  readiness: Record<string, { notReadyAfterMs: number | null; readyAgainAfterMs: number | null }>;
}
interface Delivery {
  acknowledged: number;
  withOneEvent: number;
  withoutEvent: number;
  withSeveralEvents: number;
  appliedOnce: number;
}
interface FaultResult {
  error?: string;
  phases: Phase[];
  exits: Array<{ name: string; code: number | null; signal: string | null; at: number }>;
  pids: { before: Record<string, number>; after: Record<string, number> };
  overall: Answers;
  writes: {
    assessments: { acknowledged: number; storedOnce: number };
    users: { acknowledged: number; storedOnce: number };
    outboxLeft: { visa: number; auth: number };
  };
  events: { assessmentCompleted: Delivery; userRegistered: Delivery; deadLetters: number };
  awards: {
    scoring: Array<{ submissionId: string; status: number; ms: number }>;
    expected: Array<{ submissionId: string; amount: number }>;
    booked: Array<{ submissionId: string; amount: number }>;
    events: Array<{ submissionId: string; amount: number; id: string }>;
    deadLetters: number;
  };
  supervision: { exitRecorded: boolean; readyAgainMs: number | null; killedPid: number; newPid: number };
}

let result: FaultResult;
let logFile: string;

/** The services' warnings and errors about consumers, and the fault script's own lines, shortened (at most 60). */
function consumerWarnings(log: string): string {
  const lines = log
    .split('\n')
    .filter((line) => /projections behind/.test(line) || (/consumer|rebalanc|coordinator/i.test(line) && /"level":(40|50|60)/.test(line)));
  return lines
    .slice(-60)
    .map((line) => `    ${line.slice(0, 400)}`)
    .join('\n');
}

function runFaultSuite(): Promise<FaultResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tov-fault-report-'));
  const out = path.join(dir, 'result.json');
  logFile = path.join(dir, 'run.log');
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(ROOT, 'infra', 'fault', 'run.mjs'), '--out', out],
      { cwd: ROOT, timeout: 270_000, maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        fs.writeFileSync(logFile, `${stdout}\n${stderr}`);
        // The figures: everything from the summary on.
        const summary = stdout.slice(stdout.lastIndexOf('\nFault suite:'));
        process.stdout.write(`${summary}\n  (the whole log: ${logFile})\n`);
        // CI keeps only this output: when something lagged, the consumers' own account of it (warnings and errors) goes with it.
        if (/projections behind/.test(stdout)) process.stdout.write(`  consumer warnings:\n${consumerWarnings(stdout)}\n`);
        if (!fs.existsSync(out))
          return reject(new Error(`the fault suite wrote no result (${error?.message ?? 'no error'}); log: ${logFile}\n${stdout.slice(-4_000)}`));
        resolve(JSON.parse(fs.readFileSync(out, 'utf8')) as FaultResult);
      },
    );
    child.stdin?.end();
  });
}

const phase = (dependency: string) => {
  const found = result.phases.find((p) => p.dependency === dependency);
  if (!found) throw new Error(`no ${dependency} phase in the report (log: ${logFile})`);
  return found;
};

beforeAll(async () => {
  result = await runFaultSuite();
}, 280_000);

describe('Postgres, Redis and Kafka restarted in turn under load through the gateway', () => {
  it('runs to the end', () => {
    expect(result.error).toBeUndefined();
    expect(result.phases.map((p) => p.dependency)).toEqual([...DEPENDENCIES]);
  });

  it('keeps every service process from the start to the end of the outages (no exit, the same pids)', () => {
    expect(result.exits).toEqual([]);
    expect(result.pids.after).toEqual(result.pids.before);
  });

  describe.each(DEPENDENCIES)('while %s is down', (dependency) => {
    it.each(SERVICES)('keeps the %s process running', (service) => {
      const { stopBeganAt, recoveredAt } = phase(dependency);
      const end = (recoveredAt ?? Date.now()) + 2_000;
      expect(result.exits.filter((e) => e.name === service && e.at >= stopBeganAt && e.at <= end)).toEqual([]);
    });

    it('answers every call with a 2xx or a 503 SERVICE_UNAVAILABLE in the envelope with Retry-After, none slower than 2 s', () => {
      const { answers, answersUntilRecovered } = phase(dependency);
      expect(answers.count).toBeGreaterThan(20);
      expect(answersUntilRecovered.wrong).toEqual([]);
      expect(answers.slowestMs).toBeLessThan(2_000);
      expect(answers.byStatus['500']).toBeUndefined();
    });

    it('turns the readiness of each service that needs it not-ready within seconds, naming it, and ready again after it', () => {
      const { readiness } = phase(dependency);
      for (const service of DEPENDENTS[dependency]) {
        expect({ service, ...readiness[service] }).toEqual({ service, notReadyAfterMs: expect.any(Number), readyAgainAfterMs: expect.any(Number) });
        expect(readiness[service]!.notReadyAfterMs).toBeLessThan(5_000);
      }
    });

    it('recovers fully (every service ready, every call 2xx) without a restart of any service', () => {
      expect(phase(dependency).recoveryMs).not.toBeNull();
      expect(phase(dependency).recoveryMs).toBeLessThan(45_000);
    });
  });

  it('keeps the calls that do not need the lost dependency working', () => {
    // Redis down: evaluations and reads of assessments (cache misses go to Postgres) still succeed.
    expect(phase('redis').answersByKind.evaluate?.['201']).toBeGreaterThan(0);
    expect(phase('redis').answersByKind.assessment?.['200']).toBeGreaterThan(0);
    // Postgres down: the visa types (no database) still succeed.
    expect(phase('postgres').answersByKind.types?.['200']).toBeGreaterThan(0);
    // Kafka down: writes are accepted (the outbox keeps their events).
    expect(phase('kafka').answersByKind.evaluate?.['503']).toBeUndefined();
    expect(phase('kafka').answersByKind.evaluate?.['201']).toBeGreaterThan(0);
  });

  it('answers no call of the whole run with a 500 or slower than 2 s', () => {
    expect(result.overall.wrong).toEqual([]);
  });

  it('stores every write acknowledged with a 2xx exactly once', () => {
    expect(result.writes.assessments.acknowledged).toBeGreaterThan(50);
    expect(result.writes.assessments.storedOnce).toBe(result.writes.assessments.acknowledged);
    expect(result.writes.users.acknowledged).toBeGreaterThan(10);
    expect(result.writes.users.storedOnce).toBe(result.writes.users.acknowledged);
    expect(result.writes.outboxLeft).toEqual({ visa: 0, auth: 0 });
  });

  it('publishes one event per acknowledged write and applies each exactly once, with nothing dead-lettered', () => {
    for (const delivery of [result.events.assessmentCompleted, result.events.userRegistered]) {
      expect(delivery.withoutEvent).toBe(0);
      expect(delivery.withSeveralEvents).toBe(0);
      expect(delivery.withOneEvent).toBe(delivery.acknowledged);
      expect(delivery.appliedOnce).toBe(delivery.acknowledged);
    }
    expect(result.events.deadLetters).toBe(0);
  });

  it('accepts scores while Kafka is down and books their SparkPoints once each after it returns, with one points.awarded each', () => {
    const { scoring, expected, booked, events, deadLetters } = result.awards;
    expect(scoring.map((a) => a.status)).toEqual(expected.map(() => 200));
    const bySubmission = <T extends { submissionId: string }>(list: T[]) => [...list].sort((a, b) => a.submissionId.localeCompare(b.submissionId));
    expect(bySubmission(booked)).toEqual(bySubmission(expected));
    // One event per award (the relay may deliver a message twice; it carries the same event id then, which consumers skip).
    const distinct = [...new Map(events.map((e) => [e.id, { submissionId: e.submissionId, amount: e.amount }])).values()];
    expect(bySubmission(distinct)).toEqual(bySubmission(expected));
    expect(deadLetters).toBe(0);
  });

  it('restarts a service that exits, logs the exit and has it ready again', () => {
    expect(result.supervision.exitRecorded).toBe(true);
    expect(result.supervision.newPid).not.toBe(result.supervision.killedPid);
    expect(result.supervision.readyAgainMs).not.toBeNull();
  });
});
