#!/usr/bin/env node
// Checks the Kubernetes manifests of deploy/k8s without a cluster: every object against the
// Kubernetes OpenAPI schema of its apiVersion and kind (kubernetes-models), then the wiring
// between them (selectors, ports, the autoscaler's target, ConfigMap keys, the drain's time).
// Part of `pnpm lint`.
//
//   node scripts/deploy-check.mjs [dir]   default deploy/k8s; exit 1 naming file and message
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

export const K8S_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'deploy/k8s');

const API_VERSION = /^(?:[a-z0-9][a-z0-9.-]*\/)?v\d+(?:(?:alpha|beta)\d+)?$/;
const KIND = /^[A-Z][A-Za-z0-9]*$/;

/** The YAML files of a folder, in name order. */
export function yamlFiles(dir) {
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/**
 * Every document of the files: { file, index, object }, or { file, index, error } for a
 * document that is not YAML or not an object. Empty documents are left out.
 */
export function loadDocuments(files) {
  const documents = [];
  for (const file of files) {
    parseAllDocuments(readFileSync(file, 'utf8')).forEach((document, index) => {
      if (document.errors.length) {
        documents.push({ file, index, error: document.errors.map((e) => e.message).join('; ') });
        return;
      }
      const object = document.toJS();
      if (object === null || object === undefined) return;
      if (typeof object !== 'object' || Array.isArray(object))
        documents.push({ file, index, error: 'not a mapping (an API object)' });
      else documents.push({ file, index, object });
    });
  }
  return documents;
}

/** The kubernetes-models class of an apiVersion and kind, or null when there is none. */
async function modelOf(apiVersion, kind) {
  if (typeof apiVersion !== 'string' || !API_VERSION.test(apiVersion)) return null;
  if (typeof kind !== 'string' || !KIND.test(kind)) return null;
  try {
    const module = await import(`kubernetes-models/${apiVersion}/${kind}`);
    return module[kind] ?? null;
  } catch {
    return null;
  }
}

const isKustomization = (object) =>
  typeof object.apiVersion === 'string' &&
  object.apiVersion.startsWith('kustomize.config.k8s.io/') &&
  object.kind === 'Kustomization';

/** What is wrong with one object against its schema: messages, none when it is valid. */
export async function schemaErrors(object) {
  const Model = await modelOf(object.apiVersion, object.kind);
  if (!Model)
    return [
      `unknown apiVersion/kind ${JSON.stringify(object.apiVersion)}/${JSON.stringify(object.kind)}`,
    ];
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    const found = Array.isArray(error.errors) ? error.errors : null;
    if (!found) return [error.message];
    return found.map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
  }
}

/** A Kustomization's resources: each a file of the folder, and every object file among them. */
function kustomizationErrors(object, file, files) {
  const dir = path.dirname(file);
  const listed = Array.isArray(object.resources) ? object.resources : [];
  const errors = [];
  for (const resource of listed) {
    if (!files.includes(path.join(dir, String(resource))))
      errors.push(`resources: ${resource} is not a YAML file of ${path.basename(dir)}`);
  }
  for (const other of files) {
    if (other !== file && !listed.includes(path.basename(other)))
      errors.push(`resources: ${path.basename(other)} is not listed (kubectl apply -k leaves it)`);
  }
  return errors;
}

const labelsMatch = (selector, labels) =>
  !!selector &&
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels?.[key] === value);

/** The values of a container's environment: literal, or a ConfigMap's key (undefined if none). */
function environmentOf(container, configMaps) {
  const values = new Map();
  for (const entry of container.env ?? []) {
    const ref = entry.valueFrom?.configMapKeyRef;
    values.set(entry.name, ref ? configMaps.get(ref.name)?.data?.[ref.key] : entry.value);
  }
  return values;
}

const expand = (text, environment) =>
  String(text).replace(/\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (whole, name) =>
    environment.has(name) ? String(environment.get(name)) : whole,
  );

/** A probe's or Service's port (a number or a name) among a container's ports. */
const hasPort = (container, port) =>
  (container.ports ?? []).some((p) =>
    typeof port === 'number' ? p.containerPort === port : p.name === port,
  );

/** The code's defaults (the render server, host/server/main.mjs) where the manifest sets no value. */
const DRAIN_DEFAULTS = { STOREFRONT_DRAIN_DELAY_MS: 0, STOREFRONT_DRAIN_TIMEOUT_MS: 20_000 };
const NUMERIC_SETTINGS = ['STOREFRONT_RENDER_BUDGET_MS', ...Object.keys(DRAIN_DEFAULTS)];

/** What is wrong with the objects taken together: [{ at, message }], `at` the object's place. */
export function wiringErrors(documents) {
  const errors = [];
  const objects = documents.filter((d) => d.object);
  const ofKind = (kind) => objects.filter((d) => d.object.kind === kind);
  const nameOf = (d) => `${d.object.kind}/${d.object.metadata?.name}`;
  const configMaps = new Map(ofKind('ConfigMap').map((d) => [d.object.metadata?.name, d.object]));
  const deployments = ofKind('Deployment');
  const fail = (d, message) => errors.push({ at: d, message });

  for (const d of deployments) {
    const spec = d.object.spec ?? {};
    const template = spec.template ?? {};
    const podLabels = template.metadata?.labels ?? {};
    if (!labelsMatch(spec.selector?.matchLabels, podLabels))
      fail(d, 'spec.selector.matchLabels does not match the pod template labels');
    const podSpec = template.spec ?? {};
    const volumes = new Map((podSpec.volumes ?? []).map((v) => [v.name, v]));
    for (const volume of volumes.values()) {
      const ref = volume.configMap;
      if (!ref) continue;
      const configMap = configMaps.get(ref.name);
      if (!configMap) {
        if (!ref.optional) fail(d, `volume ${volume.name}: no ConfigMap ${ref.name}`);
        continue;
      }
      for (const item of ref.items ?? [])
        if (!(item.key in (configMap.data ?? {})))
          fail(d, `volume ${volume.name}: ConfigMap ${ref.name} has no key ${item.key}`);
    }
    const annotations = template.metadata?.annotations ?? {};
    for (const container of podSpec.containers ?? []) {
      const at = `container ${container.name}`;
      for (const entry of container.env ?? []) {
        const ref = entry.valueFrom?.configMapKeyRef;
        if (!ref || ref.optional) continue;
        if (!configMaps.has(ref.name))
          fail(d, `${at}: env ${entry.name}: no ConfigMap ${ref.name}`);
        else if (!(ref.key in (configMaps.get(ref.name).data ?? {})))
          fail(d, `${at}: env ${entry.name}: ConfigMap ${ref.name} has no key ${ref.key}`);
      }
      for (const source of container.envFrom ?? []) {
        const ref = source.configMapRef;
        if (ref && !ref.optional && !configMaps.has(ref.name))
          fail(d, `${at}: envFrom: no ConfigMap ${ref.name}`);
      }
      const environment = environmentOf(container, configMaps);
      const words = [...(container.command ?? []), ...(container.args ?? [])];
      for (const word of words)
        for (const [, name] of String(word).matchAll(/\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g))
          if (!environment.has(name)) fail(d, `${at}: $(${name}) is not in its env`);
      // a file named under a ConfigMap's mount must be one of its keys
      for (const value of [...words.map((w) => expand(w, environment)), ...environment.values()]) {
        if (typeof value !== 'string' || !value.startsWith('/')) continue;
        for (const mount of container.volumeMounts ?? []) {
          const ref = volumes.get(mount.name)?.configMap;
          const configMap = ref && configMaps.get(ref.name);
          if (!configMap || path.posix.dirname(value) !== mount.mountPath.replace(/\/$/, ''))
            continue;
          if (!(path.posix.basename(value) in (configMap.data ?? {})))
            fail(d, `${at}: ${value} is not a key of ConfigMap ${ref.name} mounted there`);
        }
      }
      for (const mount of container.volumeMounts ?? [])
        if (!volumes.has(mount.name)) fail(d, `${at}: volumeMount ${mount.name} has no volume`);
      for (const kind of ['readinessProbe', 'livenessProbe'])
        if (!container[kind]) fail(d, `${at}: no ${kind}`);
      for (const kind of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
        const port = container[kind]?.httpGet?.port;
        if (port !== undefined && !hasPort(container, port))
          fail(d, `${at}: ${kind} port ${port} is not among its ports`);
      }
      const scrapePort = annotations['prometheus.io/port'];
      if (scrapePort !== undefined && !hasPort(container, Number(scrapePort)))
        fail(d, `prometheus.io/port ${scrapePort} is not among ${at}'s ports`);
      // the grace period outlasts the preStop sleep and the whole drain
      const numbers = {};
      for (const name of NUMERIC_SETTINGS) {
        const value = environment.get(name);
        if (value === undefined) numbers[name] = DRAIN_DEFAULTS[name];
        else if (!/^\d+$/.test(String(value)))
          fail(d, `${at}: ${name}=${JSON.stringify(value)} is not a whole number of ms`);
        else numbers[name] = Number(value);
      }
      const grace = podSpec.terminationGracePeriodSeconds ?? 30;
      const stop = container.lifecycle?.preStop?.sleep?.seconds ?? 0;
      const drain =
        ((numbers.STOREFRONT_DRAIN_DELAY_MS ?? 0) + (numbers.STOREFRONT_DRAIN_TIMEOUT_MS ?? 0)) /
        1000;
      if (grace <= stop + drain)
        fail(
          d,
          `terminationGracePeriodSeconds ${grace} is not longer than the preStop sleep (${stop} s) and the drain (${drain} s)`,
        );
    }
  }

  const podsOf = (selector) =>
    deployments.filter((d) => labelsMatch(selector, d.object.spec?.template?.metadata?.labels));
  for (const d of ofKind('Service')) {
    const targets = podsOf(d.object.spec?.selector);
    if (!targets.length) {
      fail(d, "spec.selector matches no Deployment's pod labels");
      continue;
    }
    for (const port of d.object.spec?.ports ?? []) {
      const target = port.targetPort ?? port.port;
      const found = targets.every((t) =>
        (t.object.spec.template.spec?.containers ?? []).some((c) => hasPort(c, target)),
      );
      if (!found)
        fail(d, `targetPort ${target} is not a port of ${targets.map(nameOf).join(', ')}`);
    }
  }
  for (const d of ofKind('PodDisruptionBudget'))
    if (!podsOf(d.object.spec?.selector?.matchLabels).length)
      fail(d, "spec.selector matches no Deployment's pod labels");
  for (const d of ofKind('HorizontalPodAutoscaler')) {
    const ref = d.object.spec?.scaleTargetRef ?? {};
    const target = objects.find(
      (o) =>
        o.object.kind === ref.kind &&
        o.object.apiVersion === ref.apiVersion &&
        o.object.metadata?.name === ref.name,
    );
    if (!target)
      fail(d, `scaleTargetRef ${ref.apiVersion} ${ref.kind}/${ref.name} names no object here`);
    if ((d.object.spec?.minReplicas ?? 1) < 2)
      fail(d, 'minReplicas is below 2 (one pod draining would leave none)');
    if (target?.object.spec?.replicas !== undefined)
      fail(target, 'spec.replicas is set while a HorizontalPodAutoscaler owns the count');
  }
  return errors;
}

/** Every finding of a folder's manifests: ["<file>: <Kind>/<name>: <message>", …]. */
export async function checkDirectory(dir, { relativeTo = process.cwd() } = {}) {
  const files = yamlFiles(dir);
  const documents = loadDocuments(files);
  const where = (d) => {
    const file = path.relative(relativeTo, d.file) || d.file;
    const index = documents.filter((o) => o.file === d.file).length > 1 ? `#${d.index + 1}` : '';
    const name = d.object ? `: ${d.object.kind}/${d.object.metadata?.name ?? '(no name)'}` : '';
    return `${file}${index}${name}`;
  };
  const findings = [];
  if (!files.length) findings.push(`${path.relative(relativeTo, dir) || dir}: no YAML files`);
  for (const d of documents) {
    if (d.error) {
      findings.push(`${where(d)}: ${d.error}`);
      continue;
    }
    const errors = isKustomization(d.object)
      ? kustomizationErrors(d.object, d.file, files)
      : await schemaErrors(d.object);
    for (const message of errors) findings.push(`${where(d)}: ${message}`);
  }
  const apiObjects = documents.filter((d) => d.object && !isKustomization(d.object));
  for (const { at, message } of wiringErrors(apiObjects)) findings.push(`${where(at)}: ${message}`);
  return { findings, objects: apiObjects.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? K8S_DIR);
  const { findings, objects } = await checkDirectory(dir);
  for (const finding of findings) console.error(`FAIL ${finding}`);
  if (findings.length) process.exit(1);
  console.log(`deploy check: ${objects} objects in ${path.relative(process.cwd(), dir)} valid`);
}
