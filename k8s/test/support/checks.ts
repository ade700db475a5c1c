// The rules every manifest follows (CONVENTIONS.md, "Kubernetes and compose"), as functions that
// return the list of problems they find: empty means fine. The tests run them on the real manifests and
// on broken copies, so a rule that can no longer fail is noticed.
import fs from 'node:fs';
import path from 'node:path';
import {
  DATABASES,
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  FLEET,
  LIVENESS_PATH,
  READINESS_PATH,
  REQUIRED_TOPICS,
  RUN_AS_USER,
  SECRET_ONLY_ENV,
  requiredEnv,
  upstreamUrl,
} from './fleet';
import { type Json, type K8sObject, isK8sObject, isKustomization, parseYaml } from './load';

export interface Bundle {
  objects: K8sObject[];
  /** Secrets documented in *.example.yaml: the keys a referenced Secret must carry */
  exampleSecrets: K8sObject[];
}

const byKind = (bundle: Bundle, kind: string): K8sObject[] => bundle.objects.filter((o) => o.kind === kind);

const labelsMatch = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined): boolean =>
  !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels?.[k] === v);

// ---------------------------------------------------------------------------------------------
// Quantities: requests must not exceed limits.

export function parseQuantity(value: string | number | undefined): number {
  if (value === undefined) return NaN;
  if (typeof value === 'number') return value;
  const m = /^([0-9.]+)(m|k|M|G|T|Ki|Mi|Gi|Ti)?$/.exec(value.trim());
  if (!m) return NaN;
  const factor: Record<string, number> = { '': 1, m: 1e-3, k: 1e3, M: 1e6, G: 1e9, T: 1e12, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40 };
  return Number(m[1]) * factor[m[2] ?? '']!;
}

// ---------------------------------------------------------------------------------------------
// Images

export function imageProblem(image: unknown): string | null {
  if (typeof image !== 'string' || image === '') return 'has no image';
  if (image.includes('@sha256:')) return null;
  const lastSegment = image.split('/').pop()!;
  if (!lastSegment.includes(':')) return `image ${image} has no tag`;
  const tag = lastSegment.split(':').pop()!;
  if (tag === '' || tag === 'latest') return `image ${image} uses the "latest" tag`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Environment: what a container gets, and from where.

interface EnvValue {
  source: 'literal' | 'configMap' | 'secret';
  from: string;
  value?: string;
}

/** The variables a container ends up with (a later source wins, as in Kubernetes), plus every
 *  non-secret place each key is also written in (a DATABASE_URL in a ConfigMap leaks even when a
 *  Secret overrides it). */
function resolveEnv(container: Json, bundle: Bundle, problems: string[], where: string): Map<string, EnvValue> & { plain: Map<string, string> } {
  const env = Object.assign(new Map<string, EnvValue>(), { plain: new Map<string, string>() });
  const set = (key: string, v: EnvValue) => {
    env.set(key, v);
    if (v.source !== 'secret') env.plain.set(key, `${v.source} ${v.from}`);
  };
  const configMap = (name: string) => byKind(bundle, 'ConfigMap').find((c) => c.metadata.name === name);
  const secret = (name: string) => bundle.exampleSecrets.find((s) => s.metadata.name === name);
  const secretKeys = (s: K8sObject) => new Set([...Object.keys(s.stringData ?? {}), ...Object.keys(s.data ?? {})]);

  for (const from of container.envFrom ?? []) {
    if (from.configMapRef) {
      const cm = configMap(from.configMapRef.name);
      if (!cm) {
        if (!from.configMapRef.optional) problems.push(`${where}: envFrom ConfigMap ${from.configMapRef.name} does not exist`);
        continue;
      }
      for (const [k, v] of Object.entries(cm.data ?? {})) set(k, { source: 'configMap', from: cm.metadata.name, value: String(v) });
    }
    if (from.secretRef) {
      const s = secret(from.secretRef.name);
      if (!s) {
        problems.push(`${where}: envFrom Secret ${from.secretRef.name} is not documented in a *.example.yaml`);
        continue;
      }
      for (const k of secretKeys(s)) set(k, { source: 'secret', from: s.metadata.name, value: String((s.stringData ?? {})[k] ?? '') });
    }
  }
  for (const e of container.env ?? []) {
    if (e.value !== undefined) set(e.name, { source: 'literal', from: 'env', value: String(e.value) });
    else if (e.valueFrom?.secretKeyRef) {
      const ref = e.valueFrom.secretKeyRef;
      const s = secret(ref.name);
      if (!s) problems.push(`${where}: env ${e.name} reads Secret ${ref.name}, which is not documented in a *.example.yaml`);
      else if (!secretKeys(s).has(ref.key)) problems.push(`${where}: env ${e.name} reads key ${ref.key}, which Secret ${ref.name} does not document`);
      set(e.name, { source: 'secret', from: ref.name, value: String((s?.stringData ?? {})[ref.key] ?? '') });
    } else if (e.valueFrom?.configMapKeyRef) {
      const ref = e.valueFrom.configMapKeyRef;
      const cm = configMap(ref.name);
      if (!cm || !(ref.key in (cm.data ?? {}))) problems.push(`${where}: env ${e.name} reads ${ref.name}/${ref.key}, which does not exist`);
      set(e.name, { source: 'configMap', from: ref.name, value: cm?.data?.[ref.key] });
    } else {
      set(e.name, { source: 'literal', from: 'env' });
    }
  }
  return env;
}

function checkEnv(service: string, container: Json, port: number, bundle: Bundle, problems: string[], where: string): void {
  const env = resolveEnv(container, bundle, problems, where);
  for (const key of requiredEnv(service)) {
    if (!env.has(key)) problems.push(`${where}: env ${key} is missing`);
  }
  for (const key of SECRET_ONLY_ENV) {
    const plain = env.plain.get(key);
    if (plain) problems.push(`${where}: env ${key} must come from a Secret, not from ${plain}`);
  }
  const value = (key: string) => env.get(key)?.value;
  if (env.has('PORT') && Number(value('PORT')) !== port) problems.push(`${where}: env PORT=${value('PORT')} but the container port is ${port}`);
  if (env.has('SERVICE_NAME') && value('SERVICE_NAME') !== service) problems.push(`${where}: env SERVICE_NAME=${value('SERVICE_NAME')}, expected ${service}`);
  if (env.has('HOST') && !['0.0.0.0', '::'].includes(value('HOST') ?? '')) {
    problems.push(`${where}: env HOST=${value('HOST')} would not be reachable from other pods (use 0.0.0.0)`);
  }
  for (const [name, member] of Object.entries(FLEET)) {
    if (!member.gatewayUrlVar || !env.has(member.gatewayUrlVar)) continue;
    const url = value(member.gatewayUrlVar);
    if (url !== upstreamUrl(name)) problems.push(`${where}: env ${member.gatewayUrlVar}=${url}, expected ${upstreamUrl(name)}`);
  }
  const database = FLEET[service]?.database;
  const dbUrl = value('DATABASE_URL');
  if (database && dbUrl) {
    const dbName = /\/([^/?]+)(\?.*)?$/.exec(dbUrl)?.[1];
    if (dbName !== database) problems.push(`${where}: DATABASE_URL names database ${dbName}, expected ${database}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Deployments

function securityProblems(c: Json, podSec: Json, where: string): string[] {
  const problems: string[] = [];
  const sc = c.securityContext ?? {};
  if (sc.allowPrivilegeEscalation !== false) problems.push(`${where}: securityContext.allowPrivilegeEscalation must be false`);
  if (sc.readOnlyRootFilesystem !== true) problems.push(`${where}: securityContext.readOnlyRootFilesystem must be true`);
  if (sc.privileged === true) problems.push(`${where}: must not be privileged`);
  if (!(sc.capabilities?.drop ?? []).includes('ALL')) problems.push(`${where}: capabilities must drop ALL`);
  if ((sc.capabilities?.add ?? []).length > 0) problems.push(`${where}: must not add capabilities`);
  const runAsUser = sc.runAsUser ?? podSec.runAsUser;
  if (runAsUser !== RUN_AS_USER) problems.push(`${where}: runAsUser is ${runAsUser}, expected ${RUN_AS_USER}`);
  if ((sc.runAsNonRoot ?? podSec.runAsNonRoot) !== true) problems.push(`${where}: runAsNonRoot must be true`);
  const seccomp = sc.seccompProfile?.type ?? podSec.seccompProfile?.type;
  if (seccomp !== 'RuntimeDefault') problems.push(`${where}: seccompProfile must be RuntimeDefault`);
  return problems;
}

function resourceProblems(c: Json, where: string): string[] {
  const problems: string[] = [];
  for (const kind of ['requests', 'limits'] as const) {
    for (const res of ['cpu', 'memory'] as const) {
      const q = c.resources?.[kind]?.[res];
      if (q === undefined) problems.push(`${where}: resources.${kind}.${res} is missing`);
      else if (Number.isNaN(parseQuantity(q))) problems.push(`${where}: resources.${kind}.${res}=${q} is not a quantity`);
    }
  }
  for (const res of ['cpu', 'memory'] as const) {
    const req = parseQuantity(c.resources?.requests?.[res]);
    const lim = parseQuantity(c.resources?.limits?.[res]);
    if (req > lim) problems.push(`${where}: resources.requests.${res} exceeds resources.limits.${res}`);
  }
  return problems;
}

/**
 * V8's young generation takes up to three semi-spaces: a container that raises the semi-space in
 * NODE_OPTIONS needs a memory limit of at least that plus 128 MiB for everything else.
 */
function youngGenerationProblems(nodeOptions: string | undefined, c: Json, where: string): string[] {
  const semiSpaceMiB = Number(/--max-semi-space-size=(\d+)/.exec(nodeOptions ?? '')?.[1] ?? 0);
  if (!semiSpaceMiB) return [];
  const needed = (3 * semiSpaceMiB + 128) * 2 ** 20;
  const limit = parseQuantity(c.resources?.limits?.memory);
  return limit >= needed
    ? []
    : [`${where}: memory limit ${c.resources?.limits?.memory} is below 3 x the ${semiSpaceMiB} MiB semi-space of NODE_OPTIONS + 128 MiB`];
}

function mountsTmp(c: Json, pod: Json): boolean {
  const mount = (c.volumeMounts ?? []).find((m: Json) => m.mountPath === '/tmp');
  const volume = mount && (pod.volumes ?? []).find((v: Json) => v.name === mount.name);
  return !!volume?.emptyDir;
}

function preStopSeconds(c: Json): number {
  const preStop = c.lifecycle?.preStop;
  if (preStop?.sleep?.seconds !== undefined) return Number(preStop.sleep.seconds);
  const cmd: string[] = preStop?.exec?.command ?? [];
  const at = cmd.indexOf('sleep');
  return at >= 0 ? Number(cmd[at + 1]) || 0 : 0;
}

/** A probe's port (a number or the name of a container port) resolved to a number. */
function probePort(probe: Json, c: Json): number | undefined {
  const port = probe?.httpGet?.port;
  if (typeof port === 'number') return port;
  return (c.ports ?? []).find((p: Json) => p.name === port)?.containerPort;
}

export function checkDeployment(dep: K8sObject, bundle: Bundle): string[] {
  const problems: string[] = [];
  const name = dep.metadata.name;
  const at = `Deployment ${name}`;
  const member = FLEET[name];
  if (!member) return [`${at}: not in the fleet table (k8s/test/support/fleet.ts)`];

  const pod = dep.spec?.template?.spec ?? {};
  const podLabels: Record<string, string> = dep.spec?.template?.metadata?.labels ?? {};
  const podSec = pod.securityContext ?? {};

  for (const [key, value] of [['app.kubernetes.io/name', name]] as const) {
    if (dep.metadata.labels?.[key] !== value) problems.push(`${at}: label ${key} must be ${value}`);
    if (podLabels[key] !== value) problems.push(`${at}: pod label ${key} must be ${value}`);
  }
  if (!podLabels['app.kubernetes.io/component']) problems.push(`${at}: pod label app.kubernetes.io/component is missing`);
  if (!labelsMatch(dep.spec?.selector?.matchLabels, podLabels)) problems.push(`${at}: selector does not match the pod labels`);
  if (dep.spec?.replicas !== undefined) problems.push(`${at}: sets spec.replicas, which the HorizontalPodAutoscaler owns`);

  // identity and isolation
  const saName = pod.serviceAccountName;
  if (!saName || saName === 'default') problems.push(`${at}: needs its own serviceAccountName`);
  else {
    const sa = byKind(bundle, 'ServiceAccount').find((s) => s.metadata.name === saName);
    if (!sa) problems.push(`${at}: ServiceAccount ${saName} does not exist`);
    else if (sa.automountServiceAccountToken !== false) problems.push(`${at}: ServiceAccount ${saName} must set automountServiceAccountToken: false`);
  }
  if (pod.automountServiceAccountToken !== false) problems.push(`${at}: pod must set automountServiceAccountToken: false`);
  for (const key of ['hostNetwork', 'hostPID', 'hostIPC']) if (pod[key] === true) problems.push(`${at}: must not use ${key}`);
  if (podSec.runAsNonRoot !== true) problems.push(`${at}: pod securityContext.runAsNonRoot must be true`);
  if (podSec.runAsUser !== RUN_AS_USER) problems.push(`${at}: pod securityContext.runAsUser must be ${RUN_AS_USER}`);
  if (podSec.seccompProfile?.type !== 'RuntimeDefault') problems.push(`${at}: pod seccompProfile must be RuntimeDefault`);

  // spread
  const spreads = [
    ...(pod.topologySpreadConstraints ?? []).map((t: Json) => t.labelSelector?.matchLabels),
    ...(pod.affinity?.podAntiAffinity?.requiredDuringSchedulingIgnoredDuringExecution ?? []).map((t: Json) => t.labelSelector?.matchLabels),
    ...(pod.affinity?.podAntiAffinity?.preferredDuringSchedulingIgnoredDuringExecution ?? []).map((t: Json) => t.podAffinityTerm?.labelSelector?.matchLabels),
  ];
  if (spreads.length === 0) problems.push(`${at}: needs topologySpreadConstraints or podAntiAffinity`);
  else if (!spreads.every((s) => labelsMatch(s, podLabels))) problems.push(`${at}: a spread constraint selects other pods than its own`);

  // containers
  const containers: Json[] = pod.containers ?? [];
  const all: Array<[Json, string]> = [
    ...containers.map((c): [Json, string] => [c, `${at} container ${c.name}`]),
    ...(pod.initContainers ?? []).map((c: Json): [Json, string] => [c, `${at} initContainer ${c.name}`]),
  ];
  for (const [c, where] of all) {
    const img = imageProblem(c.image);
    if (img) problems.push(`${where}: ${img}`);
    problems.push(...securityProblems(c, podSec, where), ...resourceProblems(c, where));
    if (!mountsTmp(c, pod)) problems.push(`${where}: needs an emptyDir mounted on /tmp (the root filesystem is read-only)`);
    if ((c.ports ?? []).some((p: Json) => p.hostPort !== undefined)) problems.push(`${where}: must not use a hostPort`);
  }

  const main = containers.find((c) => c.name === name) ?? containers[0];
  if (!main) return [...problems, `${at}: has no container`];
  const where = `${at} container ${main.name}`;
  const http = (main.ports ?? []).find((p: Json) => p.name === 'http');
  if (!http) problems.push(`${where}: needs a port named http`);
  else if (http.containerPort !== member.port) problems.push(`${where}: port http is ${http.containerPort}, expected ${member.port}`);
  const port: number = http?.containerPort ?? member.port;

  for (const [probeName, path] of [
    ['livenessProbe', LIVENESS_PATH],
    ['readinessProbe', READINESS_PATH],
  ] as const) {
    const probe = main[probeName];
    if (!probe?.httpGet) problems.push(`${where}: ${probeName} (httpGet ${path}) is missing`);
    else {
      if (probe.httpGet.path !== path) problems.push(`${where}: ${probeName} path is ${probe.httpGet.path}, expected ${path}`);
      if (probePort(probe, main) !== port) problems.push(`${where}: ${probeName} port ${probe.httpGet.port} is not the container port ${port}`);
    }
  }
  if (main.startupProbe) {
    if (main.startupProbe.httpGet?.path !== LIVENESS_PATH) problems.push(`${where}: startupProbe should check ${LIVENESS_PATH}`);
    if (probePort(main.startupProbe, main) !== port) problems.push(`${where}: startupProbe port is not the container port ${port}`);
  }

  checkEnv(name, main, port, bundle, problems, where);

  // graceful shutdown: the preStop pause and the service's own drain fit in the grace period
  const env = resolveEnv(main, bundle, [], where);
  problems.push(...youngGenerationProblems(env.get('NODE_OPTIONS')?.value, main, where));
  const shutdownMs = Number(env.get('SHUTDOWN_TIMEOUT_MS')?.value ?? member.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS);
  const grace = pod.terminationGracePeriodSeconds;
  if (typeof grace !== 'number') problems.push(`${at}: set terminationGracePeriodSeconds`);
  else if (grace < preStopSeconds(main) + shutdownMs / 1000) {
    problems.push(`${at}: terminationGracePeriodSeconds ${grace} < preStop ${preStopSeconds(main)} s + shutdown ${shutdownMs / 1000} s`);
  }

  // companions: Service, HPA, PDB
  const services = byKind(bundle, 'Service').filter((s) => labelsMatch(s.spec?.selector, podLabels));
  const svc = services.find((s) => s.metadata.name === name);
  if (!svc) problems.push(`${at}: no Service named ${name} selects its pods`);
  else {
    const svcPort = (svc.spec?.ports ?? []).find((p: Json) => p.port === port);
    if (!svcPort) problems.push(`Service ${name}: must expose port ${port} (the address other parts use is ${upstreamUrl(name)})`);
    else {
      const target = svcPort.targetPort ?? svcPort.port;
      const resolved = typeof target === 'number' ? target : (main.ports ?? []).find((p: Json) => p.name === target)?.containerPort;
      if (resolved !== port) problems.push(`Service ${name}: targetPort ${target} is not the container port ${port}`);
    }
  }

  const hpas = byKind(bundle, 'HorizontalPodAutoscaler').filter((h) => h.spec?.scaleTargetRef?.kind === 'Deployment' && h.spec?.scaleTargetRef?.name === name);
  const hpa = hpas[0];
  if (!hpa) problems.push(`${at}: no HorizontalPodAutoscaler targets it`);
  else {
    if (hpa.apiVersion !== 'autoscaling/v2') problems.push(`HorizontalPodAutoscaler ${hpa.metadata.name}: use autoscaling/v2`);
    const min = hpa.spec.minReplicas ?? 1;
    if (!(min >= 1 && min <= hpa.spec.maxReplicas)) problems.push(`HorizontalPodAutoscaler ${hpa.metadata.name}: needs 1 <= minReplicas <= maxReplicas`);
    const cpu = (hpa.spec.metrics ?? []).find((m: Json) => m.type === 'Resource' && m.resource?.name === 'cpu');
    if (!cpu?.resource?.target?.averageUtilization) problems.push(`HorizontalPodAutoscaler ${hpa.metadata.name}: needs a cpu utilization target`);
  }

  const pdb = byKind(bundle, 'PodDisruptionBudget').find((p) => labelsMatch(p.spec?.selector?.matchLabels, podLabels));
  if (!pdb) problems.push(`${at}: no PodDisruptionBudget selects its pods`);
  else {
    if (pdb.apiVersion !== 'policy/v1') problems.push(`PodDisruptionBudget ${pdb.metadata.name}: use policy/v1`);
    const { minAvailable, maxUnavailable } = pdb.spec;
    if (minAvailable === undefined && maxUnavailable === undefined)
      problems.push(`PodDisruptionBudget ${pdb.metadata.name}: set minAvailable or maxUnavailable`);
    if (typeof minAvailable === 'number' && hpa && minAvailable >= (hpa.spec.minReplicas ?? 1)) {
      problems.push(`PodDisruptionBudget ${pdb.metadata.name}: minAvailable ${minAvailable} would block every drain at minReplicas`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Exposure: only the gateway can be reached from outside the namespace.

const GATEWAY = { 'app.kubernetes.io/name': 'gateway' };
const MONITORING_NAMESPACE = 'monitoring';

const selectsOnlyGateway = (podSelector: Json): boolean =>
  !podSelector?.matchExpressions?.length && JSON.stringify(podSelector?.matchLabels ?? {}) === JSON.stringify(GATEWAY);

const namespaceOf = (peer: Json): string | undefined => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'];

export function checkExposure(bundle: Bundle): string[] {
  const problems: string[] = [];
  const gatewayPort = FLEET.gateway!.port;

  for (const svc of byKind(bundle, 'Service')) {
    const type = svc.spec?.type ?? 'ClusterIP';
    if (type !== 'ClusterIP') problems.push(`Service ${svc.metadata.name}: type ${type}; only ClusterIP (the Ingress reaches the gateway)`);
  }

  for (const ing of byKind(bundle, 'Ingress')) {
    const backends: Json[] = [
      ...(ing.spec?.defaultBackend ? [ing.spec.defaultBackend] : []),
      ...(ing.spec?.rules ?? []).flatMap((r: Json) => (r.http?.paths ?? []).map((p: Json) => p.backend)),
    ];
    if (backends.length === 0) problems.push(`Ingress ${ing.metadata.name}: has no backend`);
    for (const b of backends) {
      const port = b?.service?.port?.number ?? b?.service?.port?.name;
      if (b?.service?.name !== 'gateway' || (port !== gatewayPort && port !== 'http')) {
        problems.push(`Ingress ${ing.metadata.name}: routes to ${b?.service?.name}:${port}; only gateway:${gatewayPort} may be exposed`);
      }
    }
  }

  const policies = byKind(bundle, 'NetworkPolicy');
  if (policies.length > 0) {
    const denyAll = policies.find(
      (p) =>
        Object.keys(p.spec?.podSelector ?? {}).length === 0 &&
        ['Ingress', 'Egress'].every((t) => (p.spec?.policyTypes ?? []).includes(t)) &&
        !p.spec?.ingress?.length &&
        !p.spec?.egress?.length,
    );
    if (!denyAll) problems.push('NetworkPolicy: no default deny (empty podSelector, Ingress and Egress, no rules)');
    const dns = policies.some((p) =>
      (p.spec?.egress ?? []).some((r: Json) => (r.ports ?? []).some((port: Json) => port.port === 53 && port.protocol === 'UDP')),
    );
    if (!dns) problems.push('NetworkPolicy: DNS egress (UDP 53) is not allowed');

    let controllerToGateway = false;
    let gatewayToServices = false;
    for (const p of policies) {
      for (const rule of p.spec?.ingress ?? []) {
        const peers: Json[] = rule.from ?? [];
        const external = peers.length === 0 || peers.some((peer) => peer.ipBlock || (peer.namespaceSelector && namespaceOf(peer) !== MONITORING_NAMESPACE));
        if (external && !selectsOnlyGateway(p.spec.podSelector)) {
          problems.push(
            `NetworkPolicy ${p.metadata.name}: lets traffic from outside the namespace reach other pods than the gateway; only the gateway is exposed`,
          );
        }
        if (external && selectsOnlyGateway(p.spec.podSelector)) controllerToGateway = true;
        const monitoring = peers.some((peer) => namespaceOf(peer) === MONITORING_NAMESPACE);
        if (monitoring && !(rule.ports ?? []).length)
          problems.push(`NetworkPolicy ${p.metadata.name}: the monitoring namespace may reach the metrics port only`);
        if (peers.some((peer) => !peer.namespaceSelector && selectsOnlyGateway(peer.podSelector))) gatewayToServices = true;
      }
    }
    if (!controllerToGateway) problems.push('NetworkPolicy: nothing lets the ingress controller reach the gateway');
    if (!gatewayToServices) problems.push('NetworkPolicy: nothing lets the gateway reach the services');
    const gatewayEgress = policies.some(
      (p) =>
        selectsOnlyGateway(p.spec?.podSelector) &&
        (p.spec?.egress ?? []).some((r: Json) =>
          (r.to ?? []).some((peer: Json) => peer.podSelector?.matchLabels?.['app.kubernetes.io/component'] === 'backend'),
        ),
    );
    if (!gatewayEgress) problems.push('NetworkPolicy: the gateway may not connect to the services (egress)');
  }
  return problems;
}

/** Two objects of one kind with one name in one namespace: kustomize or the API server would refuse. */
export function checkUniqueNames(objects: K8sObject[]): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const o of objects) {
    const key = `${o.kind}/${o.metadata.namespace ?? ''}/${o.metadata.name}`;
    if (seen.has(key)) problems.push(`${o.kind} ${o.metadata.name} is defined twice`);
    seen.add(key);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Kustomizations: what they list exists, and every manifest is listed somewhere.

const KUSTOMIZATION_NAMES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];

export function findKustomizationFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== 'node_modules' && e.name !== 'test') walk(path.join(dir, e.name));
      else if (KUSTOMIZATION_NAMES.includes(e.name)) out.push(path.join(dir, e.name));
    }
  };
  walk(root);
  return out.sort();
}

function isRemote(ref: string): boolean {
  return /^(https?:|git@|github\.com\/|ssh:)/.test(ref);
}

/** Problems with one kustomization file, and the files it lists (absolute paths). */
export function checkKustomization(file: string): { problems: string[]; listed: string[] } {
  const dir = path.dirname(file);
  const problems: string[] = [];
  const listed: string[] = [];
  const docs = parseYaml(fs.readFileSync(file, 'utf8'), file);
  const k = docs[0];
  if (docs.length !== 1 || !isKustomization(k)) return { problems: [`${file}: not a single Kustomization or Component`], listed };

  const dirHasKustomization = (p: string) => KUSTOMIZATION_NAMES.some((n) => fs.existsSync(path.join(p, n)));
  const expectEntry = (ref: string, field: string) => {
    if (isRemote(ref)) return;
    const p = path.resolve(dir, ref);
    if (!fs.existsSync(p)) problems.push(`${file}: ${field} entry ${ref} does not exist`);
    else if (fs.statSync(p).isDirectory() && !dirHasKustomization(p)) problems.push(`${file}: ${field} entry ${ref} is a folder without a kustomization`);
    else if (/\.example\.ya?ml$/.test(ref)) problems.push(`${file}: ${field} entry ${ref} is an example, never applied`);
    listed.push(p);
  };
  for (const ref of k.resources ?? []) expectEntry(ref, 'resources');
  for (const ref of k.components ?? []) expectEntry(ref, 'components');
  for (const patch of k.patches ?? []) if (patch.path) expectEntry(patch.path, 'patches');
  for (const ref of k.patchesStrategicMerge ?? []) if (typeof ref === 'string' && !ref.includes('\n')) expectEntry(ref, 'patchesStrategicMerge');
  for (const gen of [...(k.configMapGenerator ?? []), ...(k.secretGenerator ?? [])]) {
    for (const f of [...(gen.files ?? []), ...(gen.envs ?? [])]) {
      const ref = String(f).includes('=') ? String(f).split('=')[1]! : String(f);
      if (!fs.existsSync(path.resolve(dir, ref))) problems.push(`${file}: generator ${gen.name} reads ${ref}, which does not exist`);
    }
  }
  return { problems, listed };
}

/** Every file holding Kubernetes objects must be listed by some kustomization (examples excepted). */
export function checkNothingOrphaned(root: string, files: Array<{ file: string; doc: Json }>): string[] {
  const listed = new Set(findKustomizationFiles(root).flatMap((f) => checkKustomization(f).listed));
  const withObjects = new Set(files.filter((f) => isK8sObject(f.doc)).map((f) => f.file));
  return [...withObjects]
    .filter((f) => !/\.example\.ya?ml$/.test(f) && !listed.has(f))
    .map((f) => `${path.relative(root, f)} holds manifests that no kustomization lists`);
}

// ---------------------------------------------------------------------------------------------
// Secrets: none committed with a real value.

export function checkSecretsArePlaceholders(files: Array<{ file: string; doc: Json }>): string[] {
  const problems: string[] = [];
  for (const { file, doc } of files) {
    if (doc?.kind !== 'Secret') continue;
    if (!/\.example\.ya?ml$/.test(file)) problems.push(`${file}: Secret ${doc.metadata?.name} is committed outside an *.example.yaml`);
    const values = { ...(doc.stringData ?? {}) };
    for (const [k, v] of Object.entries(doc.data ?? {})) values[k] = Buffer.from(String(v), 'base64').toString('utf8');
    for (const [k, v] of Object.entries(values)) {
      if (!String(v).includes('REPLACE_ME')) problems.push(`${file}: Secret ${doc.metadata?.name} key ${k} holds a value, not a REPLACE_ME placeholder`);
      if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(String(v))) problems.push(`${file}: Secret ${doc.metadata?.name} key ${k} holds a private key`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Platform custom resources: the topics and the databases the services expect.

export function checkPlatform(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const kafkas = new Set(objects.filter((o) => o.kind === 'Kafka').map((o) => o.metadata.name));
  const topics = objects.filter((o) => o.kind === 'KafkaTopic');
  const names = new Set(topics.map((t) => t.spec?.topicName ?? t.metadata.name));
  for (const t of REQUIRED_TOPICS) if (!names.has(t)) problems.push(`KafkaTopic ${t} is missing`);
  for (const n of names) if (!n.endsWith('.dlq') && !names.has(`${n}.dlq`)) problems.push(`KafkaTopic ${n} has no ${n}.dlq twin`);
  for (const t of topics) {
    if (!kafkas.has(t.metadata.labels?.['strimzi.io/cluster'] ?? ''))
      problems.push(`KafkaTopic ${t.metadata.name}: its strimzi.io/cluster label names no Kafka`);
    if ((t.spec?.replicas ?? 0) < 3 || Number(t.spec?.config?.['min.insync.replicas'] ?? 0) < 2) {
      problems.push(`KafkaTopic ${t.metadata.name}: needs 3 replicas and min.insync.replicas 2`);
    }
  }
  const dbs = objects.filter((o) => o.kind === 'Database' && o.apiVersion.startsWith('postgresql.cnpg.io/')).map((d) => d.spec?.name);
  const missing = DATABASES.filter((d) => !dbs.includes(d));
  const extra = dbs.filter((d) => !DATABASES.includes(d));
  if (missing.length) problems.push(`CloudNativePG Database missing for ${missing.join(', ')}`);
  if (extra.length) problems.push(`CloudNativePG Database for unknown ${extra.join(', ')}`);
  return problems;
}
