// Jars of a Java server (Kafka, S3Proxy) fetched from Maven Central with `mvn` into infra/.cache:
// a pom lists the server and its dependencies, `mvn dependency:copy-dependencies` copies them all,
// and a stamp with the pom's hash marks a complete copy (a changed pom fetches again).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { InfraError, aptInstall, ensureDir, rel, run, tailFile, which } from './util.mjs';

const stampOf = (libs) => path.join(libs, '.complete');
const pomHash = (pom) => crypto.createHash('sha256').update(fs.readFileSync(pom)).digest('hex');

/** Whether `libs` holds a complete copy of the jars `pom` lists. */
export function mavenJarsReady({ pom, libs }) {
  try {
    return fs.readFileSync(stampOf(libs), 'utf8').trim() === pomHash(pom);
  } catch {
    return false;
  }
}

/**
 * Copies the jars of `pom` into `libs` unless they are there already (Maven is installed with apt
 * when missing). The copy is made beside `libs` and moved in whole, so an interrupted fetch leaves
 * no half-filled folder. `mainJar` is the jar that must be among them; `mvnLog` keeps Maven's output.
 */
export async function ensureMavenJars({ what, pom, libs, mainJar, mvnLog, log = () => {} }) {
  if (mavenJarsReady({ pom, libs })) return { fetched: false };
  let mvn = which('mvn');
  if (!mvn) {
    await aptInstall(['maven'], log);
    mvn = which('mvn');
    if (!mvn) throw new InfraError('mvn is still missing after apt-get install maven');
  }
  ensureDir(path.dirname(mvnLog));
  const tmp = `${libs}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const started = Date.now();
  log(`fetching ${what} jars from Maven Central (log: ${rel(mvnLog)})`);
  fs.writeFileSync(mvnLog, '');
  const { code } = await run(mvn, ['-B', '-q', '-f', pom, 'dependency:copy-dependencies', `-DoutputDirectory=${tmp}`], {
    logFile: mvnLog,
    timeoutMs: 15 * 60_000,
  });
  if (code !== 0 || !fs.existsSync(path.join(tmp, mainJar))) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw new InfraError(`mvn dependency:copy-dependencies failed (exit ${code}); see ${mvnLog}:\n${tailFile(mvnLog, 15)}`);
  }
  fs.writeFileSync(stampOf(tmp), `${pomHash(pom)}\n`);
  fs.rmSync(libs, { recursive: true, force: true });
  ensureDir(path.dirname(libs));
  fs.renameSync(tmp, libs);
  log(`fetched ${fs.readdirSync(libs).filter((f) => f.endsWith('.jar')).length} jars in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return { fetched: true };
}
