// The life of a Java server infra/local runs from Maven Central jars (Kafka, S3Proxy): started detached
// with a marker file naming its pid and port, waited for until its probe answers, reused when it is
// ours and already up, stopped (SIGTERM, then SIGKILL) only when infra/local started it.
import {
  InfraError,
  isOurProcess,
  isPidAlive,
  listMarkers,
  readMarker,
  removeMarker,
  spawnDetached,
  summarize,
  terminate,
  waitFor,
  writeMarker,
} from './util.mjs';

/**
 * @param {object} server
 * @param {string} server.name        marker name and component (`kafka`, `s3`)
 * @param {string} server.label       how logs call it (`Kafka`, `S3Proxy`)
 * @param {string} server.mainClass   what `isOurProcess` looks for on the command line
 * @param {() => {host: string, port: number, startTimeoutMs: number, stopTimeoutMs: number}} server.settings
 * @param {(timeoutMs: number) => Promise<unknown>} server.probe  truthy once the server answers
 * @param {number} server.probeTimeoutMs
 * @param {number} server.probeIntervalMs
 * @param {() => string} server.logTail  the end of its logs, for start-up failures
 * @param {string} server.downHint    what to run when another copy of ours is up on another port
 */
export function javaServer(server) {
  const address = () => `${server.settings().host}:${server.settings().port}`;

  /** The pid of the server infra/local started on the configured port, if it still runs. */
  function ownedPid() {
    const marker = readMarker(server.name, server.settings().port);
    if (!marker) return null;
    return isOurProcess(marker.pid, server.mainClass) ? marker.pid : null;
  }

  /** Forgets a marker whose process is gone; answers the marker of ours that runs, or null. */
  function ownedMarker() {
    const marker = readMarker(server.name, server.settings().port);
    if (marker && !ownedPid()) {
      removeMarker(server.name, server.settings().port);
      return null;
    }
    return marker;
  }

  const untilReady = (what, pid, exited) =>
    waitFor(what, () => server.probe(server.probeTimeoutMs), {
      timeoutMs: server.settings().startTimeoutMs,
      intervalMs: server.probeIntervalMs,
      abort: async () => (isPidAlive(pid) ? null : exited),
    });

  /** Waits for ours to answer (another `up` may have started it moments ago). */
  async function waitForOwned(pid) {
    await untilReady(`${server.label} on ${address()} (pid ${pid})`, pid, `the ${server.label} process exited`).catch((err) => {
      throw new InfraError(`${err.message}\n${server.logTail()}`);
    });
  }

  /** Refuses a second copy of ours on another port (they would share the state dir). */
  function refuseSecondCopy(stateDir) {
    const other = listMarkers(server.name).find((m) => m.port !== server.settings().port && isOurProcess(m.pid, server.mainClass));
    if (other)
      throw new InfraError(`our ${server.label} already runs on port ${other.port} (pid ${other.pid}) from ${stateDir}; run \`${server.downHint}\` first`);
  }

  /** Spawns `java args`, records it and waits until it answers; stops trying with its log's tail. */
  async function spawnAndWait({ java, args, cwd, logFile, marker, log }) {
    const started = Date.now();
    const pid = spawnDetached(java, args, { cwd, logFile, truncate: true });
    writeMarker(server.name, server.settings().port, { pid, address: address(), ...marker });
    log(`started ${server.label} ${marker.version} (pid ${pid}), waiting for it on ${address()}`);
    try {
      await untilReady(`${server.label} on ${address()}`, pid, `the ${server.label} process exited during start-up`);
    } catch (err) {
      const tail = server.logTail();
      if (!isPidAlive(pid)) removeMarker(server.name, server.settings().port);
      throw new InfraError(`${err.message}\n${tail}`);
    }
    log(`${server.label} ready on ${address()} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
    return pid;
  }

  /** Stops the copies infra/local started (`onlyConfigured`: the one on the configured port); never another's. */
  async function stop({ log = () => {}, onlyConfigured = false } = {}) {
    const markers = listMarkers(server.name).filter((m) => !onlyConfigured || m.port === server.settings().port);
    if (markers.length === 0) return { name: server.name, action: 'left alone (not started by infra/local)' };
    const actions = [];
    for (const marker of markers) {
      if (!isOurProcess(marker.pid, server.mainClass)) {
        removeMarker(server.name, marker.port);
        actions.push('was not running');
        continue;
      }
      log(`stopping ${server.label} (pid ${marker.pid}, port ${marker.port})`);
      const started = Date.now();
      const how = await terminate(marker.pid, { timeoutMs: server.settings().stopTimeoutMs });
      removeMarker(server.name, marker.port);
      log(`${server.label} ${how === 'killed' ? 'killed after the SIGTERM timeout' : 'stopped'} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
      actions.push(how === 'killed' ? 'killed' : 'stopped');
    }
    return { name: server.name, action: summarize(actions), pid: markers.find((m) => m.port === server.settings().port)?.pid };
  }

  return { address, ownedPid, ownedMarker, waitForOwned, refuseSecondCopy, spawnAndWait, stop };
}
