// Reading the manifests: every YAML file under k8s/, multi-document, with the `yaml` package.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [key: string]: Json;
}

export interface LoadedDoc {
  file: string;
  doc: Json;
}

export const K8S_ROOT = path.resolve(__dirname, '..', '..');
export const REPO_ROOT = path.resolve(K8S_ROOT, '..');

const SKIPPED_DIRS = new Set(['node_modules', 'test', 'coverage']);

export function yamlFilesUnder(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(full);
      } else if (/\.ya?ml$/.test(entry.name)) {
        out.push(full);
      }
    }
  };
  walk(root);
  return out.sort();
}

/** Every document of a YAML text; a syntax error anywhere throws with the file and the message. */
export function parseYaml(text: string, file = '<inline>'): Json[] {
  const docs = parseAllDocuments(text, { prettyErrors: true });
  const list = Array.isArray(docs) ? docs : [docs];
  const errors = list.flatMap((d) => d.errors.map((e) => e.message));
  if (errors.length > 0) throw new Error(`${file}: ${errors.join('; ')}`);
  return list.map((d) => d.toJSON()).filter((d) => d !== null && d !== undefined);
}

export function loadTree(root = K8S_ROOT): LoadedDoc[] {
  return yamlFilesUnder(root).flatMap((file) => parseYaml(fs.readFileSync(file, 'utf8'), file).map((doc) => ({ file, doc })));
}

export const isKustomization = (doc: Json): boolean =>
  typeof doc?.apiVersion === 'string' && doc.apiVersion.startsWith('kustomize.config.k8s.io/') && (doc.kind === 'Kustomization' || doc.kind === 'Component');

export const isK8sObject = (doc: Json): doc is K8sObject =>
  typeof doc?.apiVersion === 'string' && typeof doc?.kind === 'string' && typeof doc?.metadata?.name === 'string' && !isKustomization(doc);

export const rel = (file: string): string => path.relative(REPO_ROOT, file);

/**
 * The ConfigMaps a kustomization's configMapGenerator makes, under their plain names (kustomize adds a
 * hash suffix and rewrites the references; the raw manifests use the plain names).
 */
export function generatedConfigMaps(kustomization: Json, dir: string): K8sObject[] {
  return (kustomization.configMapGenerator ?? []).map((gen: Json) => {
    const data: Record<string, string> = {};
    for (const literal of gen.literals ?? []) {
      const at = String(literal).indexOf('=');
      data[String(literal).slice(0, at)] = String(literal).slice(at + 1);
    }
    for (const envFile of gen.envs ?? []) {
      for (const line of fs.readFileSync(path.join(dir, envFile), 'utf8').split('\n')) {
        const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
        if (m) data[m[1]!] = m[2]!;
      }
    }
    return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: gen.name }, data };
  });
}

/** kubectl's built-in kustomize, when this machine has kubectl (the rendered checks are skipped otherwise). */
export function findKubectl(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'kubectl');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

export function renderKustomization(kubectl: string, dir: string): K8sObject[] {
  const out = execFileSync(kubectl, ['kustomize', dir], { encoding: 'utf8', timeout: 120_000, stdio: ['ignore', 'pipe', 'pipe'] });
  return parseYaml(out, `kustomize ${rel(dir)}`).filter(isK8sObject);
}
