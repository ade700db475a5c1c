// Reads every manifest under k8s/ and holds it to the rules of CONVENTIONS.md ("Kubernetes and compose").
// The raw files are checked as written; when kubectl is on the PATH, the overlays are also rendered
// with its built-in kustomize and the same rules run on what would be applied.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type Bundle,
  checkDeployment,
  checkExposure,
  checkKustomization,
  checkNothingOrphaned,
  checkPlatform,
  checkSecretsArePlaceholders,
  checkUniqueNames,
  findKustomizationFiles,
} from './support/checks';
import { FLEET } from './support/fleet';
import {
  type Json,
  type K8sObject,
  K8S_ROOT,
  findKubectl,
  generatedConfigMaps,
  isK8sObject,
  isKustomization,
  loadTree,
  parseYaml,
  renderKustomization,
  yamlFilesUnder,
} from './support/load';

const files = loadTree();
const isExample = (file: string) => /\.example\.ya?ml$/.test(file);
const objects: K8sObject[] = files.filter((f) => !isExample(f.file) && isK8sObject(f.doc)).map((f) => f.doc);
const exampleSecrets: K8sObject[] = files.filter((f) => isExample(f.file) && f.doc?.kind === 'Secret').map((f) => f.doc);
const baseDir = path.join(K8S_ROOT, 'base');
const baseKustomization = parseYaml(fs.readFileSync(path.join(baseDir, 'kustomization.yaml'), 'utf8'))[0];
const rawBundle: Bundle = { objects: [...objects, ...generatedConfigMaps(baseKustomization, baseDir)], exampleSecrets };
const deploymentsOf = (bundle: Bundle) => bundle.objects.filter((o) => o.kind === 'Deployment');
const allProblems = (bundle: Bundle) => [...deploymentsOf(bundle).flatMap((d) => checkDeployment(d, bundle)), ...checkExposure(bundle)];

describe('the YAML files under k8s/', () => {
  const yamlFiles = yamlFilesUnder(K8S_ROOT);

  it('are found, base and overlays included', () => {
    const relative = yamlFiles.map((f) => path.relative(K8S_ROOT, f));
    expect(relative).toEqual(expect.arrayContaining(['base/kustomization.yaml', 'overlays/dev/kustomization.yaml', 'overlays/prod/kustomization.yaml']));
  });

  it.each(yamlFiles.map((f) => [path.relative(K8S_ROOT, f), f]))('%s parses, every document', (_name, file) => {
    const docs = parseYaml(fs.readFileSync(file, 'utf8'), file);
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) expect(isK8sObject(doc) || isKustomization(doc)).toBe(true);
  });

  it('commit no Secret with a real value', () => {
    expect(checkSecretsArePlaceholders(files)).toEqual([]);
  });

  it('define each object once', () => {
    expect(checkUniqueNames(objects)).toEqual([]);
  });
});

describe('the kustomizations', () => {
  const kustomizations = findKustomizationFiles(K8S_ROOT);

  it('include base, the network-policies component, both overlays and the platform', () => {
    expect(kustomizations.map((f) => path.relative(K8S_ROOT, path.dirname(f)))).toEqual(
      expect.arrayContaining(['base', 'components/network-policies', 'overlays/dev', 'overlays/prod', 'platform']),
    );
  });

  it.each(kustomizations.map((f) => [path.relative(K8S_ROOT, f), f]))('%s lists only files that exist', (_name, file) => {
    expect(checkKustomization(file).problems).toEqual([]);
  });

  it('leave no manifest out', () => {
    expect(checkNothingOrphaned(K8S_ROOT, files)).toEqual([]);
  });

  it('put the application in namespace tov with the common labels', () => {
    expect(baseKustomization.namespace).toBe('tov');
    const labels = (baseKustomization.labels ?? []).flatMap((l: Json) => Object.keys(l.pairs ?? {}));
    expect(labels).toContain('app.kubernetes.io/part-of');
  });

  it('give the prod overlay the network policies, and not the dev one', () => {
    const overlay = (name: string) => parseYaml(fs.readFileSync(path.join(K8S_ROOT, 'overlays', name, 'kustomization.yaml'), 'utf8'))[0];
    expect(overlay('prod').components).toContain('../../components/network-policies');
    expect(overlay('dev').components ?? []).not.toContain('../../components/network-policies');
  });
});

describe('the Deployments in k8s/base', () => {
  const deployments = deploymentsOf(rawBundle);

  it('exist for the gateway and auth, each in k8s/base/<service>.yaml', () => {
    const byName = new Map(files.filter((f) => f.doc?.kind === 'Deployment').map((f) => [f.doc.metadata.name, path.relative(K8S_ROOT, f.file)]));
    expect(byName.get('gateway')).toBe('base/gateway.yaml');
    expect(byName.get('auth')).toBe('base/auth.yaml');
    for (const [name, file] of byName) expect(file).toBe(`base/${name}.yaml`);
  });

  it.each(deployments.map((d) => [d.metadata.name, d]))(
    '%s has probes, limits, a non-root read-only container and its Service, HPA, PDB and ServiceAccount',
    (_n, dep) => {
      expect(checkDeployment(dep, rawBundle)).toEqual([]);
    },
  );
});

describe('exposure', () => {
  it('only the gateway is reachable, through the Ingress and the NetworkPolicies', () => {
    expect(checkExposure(rawBundle)).toEqual([]);
  });

  it('the network-policies component holds the policies the exposure check relies on', () => {
    const names = objects.filter((o) => o.kind === 'NetworkPolicy').map((o) => o.metadata.name);
    expect(names).toEqual(expect.arrayContaining(['default-deny-all', 'allow-dns-egress', 'allow-ingress-controller-to-gateway']));
  });
});

describe('the platform custom resources', () => {
  it('declare every topic with its dead-letter twin and one database per service', () => {
    expect(checkPlatform(objects)).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------------------
// What kubectl would apply. Skipped (and reported as skipped) on a machine without kubectl.

const kubectl = findKubectl();
const describeRendered = kubectl ? describe : describe.skip;

describeRendered('the rendered overlays (kubectl kustomize)', () => {
  const render = (dir: string): Bundle => ({ objects: renderKustomization(kubectl!, path.join(K8S_ROOT, dir)), exampleSecrets });
  const rendered: Record<string, Bundle> = {};
  beforeAll(() => {
    for (const dir of ['overlays/dev', 'overlays/prod', 'platform']) rendered[dir] = render(dir);
  });

  it.each(['overlays/dev', 'overlays/prod'])('%s passes every Deployment and exposure check', (dir) => {
    const bundle = rendered[dir]!;
    expect(
      deploymentsOf(bundle)
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual(
      deploymentsOf(rawBundle)
        .map((d) => d.metadata.name)
        .sort(),
    );
    expect(allProblems(bundle)).toEqual([]);
    expect(checkUniqueNames(bundle.objects)).toEqual([]);
  });

  it.each(['overlays/dev', 'overlays/prod'])('%s puts every namespaced object in tov', (dir) => {
    const stray = rendered[dir]!.objects.filter((o) => o.kind !== 'Namespace' && o.metadata.namespace !== 'tov');
    expect(stray.map((o) => `${o.kind}/${o.metadata.name}`)).toEqual([]);
  });

  it('prod has the NetworkPolicies, more replicas and no lower limits than dev', () => {
    const prod = rendered['overlays/prod']!.objects;
    const dev = rendered['overlays/dev']!.objects;
    expect(prod.filter((o) => o.kind === 'NetworkPolicy').length).toBeGreaterThan(0);
    expect(dev.filter((o) => o.kind === 'NetworkPolicy')).toEqual([]);
    const hpa = (objs: K8sObject[], name: string) => objs.find((o) => o.kind === 'HorizontalPodAutoscaler' && o.metadata.name === name)!;
    const limits = (objs: K8sObject[], name: string) =>
      objs.find((o) => o.kind === 'Deployment' && o.metadata.name === name)!.spec.template.spec.containers.find((c: Json) => c.name === name).resources.limits;
    for (const name of deploymentsOf(rawBundle).map((d) => d.metadata.name)) {
      expect(hpa(prod, name).spec.minReplicas).toBeGreaterThanOrEqual(3);
      expect(hpa(prod, name).spec.minReplicas).toBeGreaterThan(hpa(dev, name).spec.minReplicas);
      const [p, d] = [limits(prod, name), limits(dev, name)];
      expect(parseFloat(p.memory) * (p.memory.endsWith('Gi') ? 1024 : 1)).toBeGreaterThan(parseFloat(d.memory) * (d.memory.endsWith('Gi') ? 1024 : 1));
    }
  });

  it('the platform renders into tov-data with the topics and databases', () => {
    const platform = rendered.platform!.objects;
    expect(checkPlatform(platform)).toEqual([]);
    expect(platform.filter((o) => o.kind !== 'Namespace' && o.metadata.namespace !== 'tov-data')).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------------------
// The checks themselves: each must reject a broken copy of the real manifests.

describe('the checks catch a broken manifest', () => {
  const find = (b: Bundle, kind: string, name: string): Json => {
    const o = b.objects.find((x) => x.kind === kind && x.metadata.name === name);
    if (!o) throw new Error(`${kind} ${name} not in the bundle`);
    return o;
  };
  const container = (b: Bundle, name: string): Json => find(b, 'Deployment', name).spec.template.spec.containers[0];
  const broken = (mutate: (b: Bundle) => void): string[] => {
    const copy: Bundle = structuredClone(rawBundle);
    mutate(copy);
    return allProblems(copy);
  };

  it('finds nothing wrong with the unbroken copy', () => {
    expect(allProblems(structuredClone(rawBundle))).toEqual([]);
  });

  const cases: Array<[string, (b: Bundle) => void, RegExp]> = [
    ['a missing readiness probe', (b) => delete container(b, 'gateway').readinessProbe, /gateway: readinessProbe .* is missing/],
    [
      'a memory limit below the young generation NODE_OPTIONS allows',
      (b) => (container(b, 'gateway').resources.limits.memory = '256Mi'),
      /memory limit 256Mi is below 3 x the 64 MiB semi-space/,
    ],
    ['a liveness probe on another path', (b) => (container(b, 'auth').livenessProbe.httpGet.path = '/healthz'), /livenessProbe path is \/healthz/],
    [
      'a probe on another port than the container port',
      (b) => (container(b, 'auth').readinessProbe.httpGet.port = 9999),
      /readinessProbe port 9999 is not the container port 4001/,
    ],
    ['a container port that is not the service port', (b) => (container(b, 'auth').ports[0].containerPort = 4002), /port http is 4002, expected 4001/],
    ['the "latest" tag', (b) => (container(b, 'auth').image = 'tov/auth:latest'), /uses the "latest" tag/],
    ['an image without a tag', (b) => (container(b, 'gateway').image = 'tov/gateway'), /has no tag/],
    ['a root user', (b) => (find(b, 'Deployment', 'auth').spec.template.spec.securityContext.runAsUser = 0), /runAsUser/],
    ['a writable root filesystem', (b) => (container(b, 'gateway').securityContext.readOnlyRootFilesystem = false), /readOnlyRootFilesystem must be true/],
    ['capabilities kept', (b) => (container(b, 'gateway').securityContext.capabilities.drop = []), /capabilities must drop ALL/],
    [
      'privilege escalation in the migration init container',
      (b) => (find(b, 'Deployment', 'auth').spec.template.spec.initContainers[0].securityContext.allowPrivilegeEscalation = true),
      /initContainer migrate: securityContext.allowPrivilegeEscalation/,
    ],
    ['no memory limit', (b) => delete container(b, 'auth').resources.limits.memory, /resources.limits.memory is missing/],
    ['requests above limits', (b) => (container(b, 'gateway').resources.requests.cpu = '4'), /requests.cpu exceeds/],
    ['no /tmp volume', (b) => (container(b, 'auth').volumeMounts = []), /emptyDir mounted on \/tmp/],
    [
      'no spread across nodes',
      (b) => delete find(b, 'Deployment', 'auth').spec.template.spec.topologySpreadConstraints,
      /topologySpreadConstraints or podAntiAffinity/,
    ],
    ['a fixed replica count', (b) => (find(b, 'Deployment', 'gateway').spec.replicas = 3), /sets spec.replicas/],
    [
      'a grace period shorter than the drain',
      (b) => (find(b, 'Deployment', 'auth').spec.template.spec.terminationGracePeriodSeconds = 10),
      /terminationGracePeriodSeconds 10/,
    ],
    ['a missing Service', (b) => (b.objects = b.objects.filter((o) => !(o.kind === 'Service' && o.metadata.name === 'auth'))), /no Service named auth/],
    ['a Service on another port', (b) => (find(b, 'Service', 'auth').spec.ports[0].port = 80), /Service auth: must expose port 4001/],
    [
      'an HPA aimed at another Deployment',
      (b) => (find(b, 'HorizontalPodAutoscaler', 'auth').spec.scaleTargetRef.name = 'other'),
      /Deployment auth: no HorizontalPodAutoscaler/,
    ],
    [
      'a PDB selecting nothing',
      (b) => (find(b, 'PodDisruptionBudget', 'gateway').spec.selector.matchLabels = { 'app.kubernetes.io/name': 'nope' }),
      /Deployment gateway: no PodDisruptionBudget/,
    ],
    [
      'a PDB that blocks drains',
      (b) => {
        const p = find(b, 'PodDisruptionBudget', 'auth').spec;
        delete p.maxUnavailable;
        p.minAvailable = 2;
      },
      /minAvailable 2 would block/,
    ],
    [
      'a missing ServiceAccount',
      (b) => (b.objects = b.objects.filter((o) => !(o.kind === 'ServiceAccount' && o.metadata.name === 'auth'))),
      /ServiceAccount auth does not exist/,
    ],
    [
      'a ServiceAccount that mounts its token',
      (b) => (find(b, 'ServiceAccount', 'gateway').automountServiceAccountToken = true),
      /automountServiceAccountToken: false/,
    ],
    [
      'DATABASE_URL in a ConfigMap',
      (b) => (find(b, 'ConfigMap', 'auth-config').data.DATABASE_URL = 'postgresql://x@y/auth'),
      /DATABASE_URL must come from a Secret/,
    ],
    ['an SMTP password in a ConfigMap', (b) => (find(b, 'ConfigMap', 'workers-config').data.SMTP_PASS = 'x'), /workers: env SMTP_PASS must come from a Secret/],
    [
      'a missing database secret of another service',
      (b) => find(b, 'Deployment', 'matching').spec.template.spec.containers[0].envFrom.pop(),
      /matching: env DATABASE_URL is missing/,
    ],
    [
      'a service behind the gateway without the identity secret',
      (b) => (find(b, 'Deployment', 'specialist').spec.template.spec.containers[0].env = []),
      /specialist: env INTERNAL_IDENTITY_SECRET is missing/,
    ],
    [
      'workers without the identity secret they sign export row requests with (decision 142)',
      (b) => (find(b, 'Deployment', 'workers').spec.template.spec.containers[0].env = []),
      /workers: env INTERNAL_IDENTITY_SECRET is missing/,
    ],
    [
      'the identity secret in a ConfigMap',
      (b) => (find(b, 'ConfigMap', 'tov-common').data.INTERNAL_IDENTITY_SECRET = 'not-a-secret-anymore-0123456789abcdef'),
      /env INTERNAL_IDENTITY_SECRET must come from a Secret/,
    ],
    [
      'a workers grace period shorter than its own 25 s drain',
      (b) => {
        delete find(b, 'ConfigMap', 'workers-config').data.SHUTDOWN_TIMEOUT_MS;
        find(b, 'Deployment', 'workers').spec.template.spec.terminationGracePeriodSeconds = 29;
      },
      /terminationGracePeriodSeconds 29 < preStop 5 s \+ shutdown 25 s/,
    ],
    ['PORT that differs from the container port', (b) => (find(b, 'ConfigMap', 'auth-config').data.PORT = '4002'), /env PORT=4002/],
    ['a service listening on loopback only', (b) => (find(b, 'ConfigMap', 'tov-common').data.HOST = '127.0.0.1'), /HOST=127.0.0.1/],
    ['a missing required variable', (b) => delete find(b, 'ConfigMap', 'gateway-config').data.BODY_LIMIT_BYTES, /gateway: env BODY_LIMIT_BYTES is missing/],
    [
      'a wrong upstream address',
      (b) => (find(b, 'ConfigMap', 'gateway-config').data.AUTH_URL = 'http://auth:80'),
      /AUTH_URL=http:\/\/auth:80, expected http:\/\/auth:4001/,
    ],
    [
      'a Secret the example does not document',
      (b) => (b.exampleSecrets = b.exampleSecrets.filter((s) => s.metadata.name !== 'auth-secrets')),
      /Secret auth-secrets is not documented/,
    ],
    [
      'an Ingress to another service',
      (b) => (find(b, 'Ingress', 'gateway').spec.rules[0].http.paths[0].backend.service = { name: 'auth', port: { number: 4001 } }),
      /routes to auth:4001/,
    ],
    ['a LoadBalancer Service', (b) => (find(b, 'Service', 'auth').spec.type = 'LoadBalancer'), /type LoadBalancer/],
    [
      'a NetworkPolicy letting the ingress controller reach a service',
      (b) => (find(b, 'NetworkPolicy', 'allow-ingress-controller-to-gateway').spec.podSelector = { matchLabels: { 'app.kubernetes.io/component': 'backend' } }),
      /only the gateway is exposed/,
    ],
    [
      'a policy open to any source',
      (b) => (find(b, 'NetworkPolicy', 'allow-services-ingress-from-gateway').spec.ingress = [{}]),
      /only the gateway is exposed/,
    ],
    [
      'a policy letting the SMTP relay in to the workers',
      (b) => (find(b, 'NetworkPolicy', 'allow-workers-smtp-egress').spec.ingress = [{ from: [{ ipBlock: { cidr: '0.0.0.0/0' } }] }]),
      /allow-workers-smtp-egress: lets traffic from outside the namespace reach other pods/,
    ],
    ['no default deny', (b) => (b.objects = b.objects.filter((o) => o.metadata.name !== 'default-deny-all')), /no default deny/],
    ['no DNS egress', (b) => (b.objects = b.objects.filter((o) => o.metadata.name !== 'allow-dns-egress')), /DNS egress/],
  ];

  it.each(cases)('reports %s', (_name, mutate, expected) => {
    const problems = broken(mutate);
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
  });

  it('reports a Deployment of a service the fleet table does not know', () => {
    const copy: Bundle = structuredClone(rawBundle);
    const dep = find(copy, 'Deployment', 'auth');
    dep.metadata.name = 'billing';
    expect(checkDeployment(dep, copy)).toEqual([expect.stringMatching(/not in the fleet table/)]);
  });

  it('reports a committed secret value and a private key', () => {
    const secret = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 's' }, stringData: { A: 'hunter2', B: '-----BEGIN PRIVATE KEY-----\nREPLACE_ME' } };
    const problems = checkSecretsArePlaceholders([{ file: 'k8s/base/secret.yaml', doc: secret }]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/outside an \*\.example\.yaml/),
        expect.stringMatching(/key A holds a value/),
        expect.stringMatching(/key B holds a private key/),
      ]),
    );
  });

  it('reports a kustomization listing a missing file, and a manifest nobody lists', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'k8s-check-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'kustomization.yaml'),
        'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - missing.yaml\n',
      );
      fs.writeFileSync(path.join(dir, 'orphan.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: orphan\n');
      expect(checkKustomization(path.join(dir, 'kustomization.yaml')).problems).toEqual([expect.stringMatching(/missing.yaml does not exist/)]);
      expect(checkNothingOrphaned(dir, loadTree(dir))).toEqual([expect.stringMatching(/orphan.yaml holds manifests that no kustomization lists/)]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports a missing dead-letter topic and a missing database', () => {
    const copy = structuredClone(objects).filter((o) => o.metadata.name !== 'auth.user.dlq' && o.metadata.name !== 'tov-visa');
    expect(checkPlatform(copy)).toEqual(
      expect.arrayContaining([expect.stringMatching(/auth.user has no auth.user.dlq twin/), expect.stringMatching(/Database missing for visa/)]),
    );
  });

  it('knows every member of the fleet by the port in the architecture', () => {
    expect(Object.fromEntries(Object.entries(FLEET).map(([n, m]) => [n, m.port]))).toEqual({
      gateway: 8080,
      auth: 4001,
      'visa-assessment': 4002,
      matching: 4003,
      specialist: 4004,
      company: 4005,
      tovspark: 4006,
      admin: 4007,
      workers: 4010,
    });
  });
});
