// node --test scripts/ (part of `pnpm test:unit`)
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments, stringify } from 'yaml';
import { K8S_DIR, checkDirectory } from './deploy-check.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHECK = path.join(ROOT, 'scripts/deploy-check.mjs');
const work = mkdtempSync(path.join(tmpdir(), 'deploy-check-'));
after(() => rmSync(work, { recursive: true, force: true }));

let copies = 0;
/** A copy of deploy/k8s with `file`'s first object changed by `change` (or left as it is). */
function copyWith(file, change) {
  const dir = path.join(work, `k8s-${++copies}`);
  cpSync(K8S_DIR, dir, { recursive: true });
  if (file) {
    const target = path.join(dir, file);
    const object = parseAllDocuments(readFileSync(target, 'utf8'))[0].toJS();
    const changed = change(object) ?? object;
    writeFileSync(target, typeof changed === 'string' ? changed : stringify(changed));
  }
  return dir;
}

const objectOf = (file) =>
  parseAllDocuments(readFileSync(path.join(K8S_DIR, file), 'utf8'))[0].toJS();
const container = (deployment) => deployment.spec.template.spec.containers[0];

/** The findings of deploy/k8s with one change, each as "<file>: <Kind>/<name>: <message>". */
async function findingsWith(file, change) {
  const dir = copyWith(file, change);
  return (await checkDirectory(dir, { relativeTo: dir })).findings;
}

function assertFinding(findings, pattern) {
  assert.ok(
    findings.some((f) => pattern.test(f)),
    `expected a finding like ${pattern}, got:\n${findings.join('\n') || '(none)'}`,
  );
}

describe('deploy check: the manifests of deploy/k8s', () => {
  it('passes them as they are, every object checked', async () => {
    const { findings, objects } = await checkDirectory(K8S_DIR);
    assert.deepEqual(findings, []);
    assert.equal(objects, 6);
    const out = execFileSync(process.execPath, [CHECK], { cwd: ROOT, encoding: 'utf8' });
    assert.match(out, /6 objects in deploy\/k8s valid/);
  });

  it('fails a field of the wrong type, naming the file, the object and the field (exit 1)', () => {
    const dir = copyWith('deployment.yaml', (d) => {
      container(d).ports[0].containerPort = 'eighty';
    });
    const run = spawnSync(process.execPath, [CHECK, dir], { cwd: dir, encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(
      run.stderr,
      /^FAIL deployment\.yaml: Deployment\/storefront-render: \/spec\/template\/spec\/containers\/0\/ports\/0\/containerPort must be integer$/m,
    );
  });

  it('fails a wrong type deep inside a probe and the lifecycle', async () => {
    const findings = await findingsWith('deployment.yaml', (d) => {
      container(d).readinessProbe.periodSeconds = 'often';
      container(d).lifecycle.preStop.sleep = { seconds: '5s' };
    });
    assertFinding(findings, /readinessProbe\/periodSeconds must be integer/);
    assertFinding(findings, /preStop\/sleep\/seconds must be integer/);
  });

  it('fails an unknown apiVersion and an unknown kind', async () => {
    assertFinding(
      await findingsWith('hpa.yaml', (h) => ({ ...h, apiVersion: 'autoscaling/v9' })),
      /^hpa\.yaml: HorizontalPodAutoscaler\/storefront-render: unknown apiVersion\/kind "autoscaling\/v9"\/"HorizontalPodAutoscaler"$/,
    );
    assertFinding(
      await findingsWith('pdb.yaml', (p) => ({ ...p, kind: 'PodDisruptionBudgett' })),
      /^pdb\.yaml: PodDisruptionBudgett\/storefront-render: unknown apiVersion\/kind/,
    );
    assertFinding(
      await findingsWith('service.yaml', (s) => ({ ...s, apiVersion: 'apps/v1' })),
      /service\.yaml: Service\/storefront-render: unknown apiVersion\/kind "apps\/v1"\/"Service"/,
    );
  });

  it('fails a missing required field', async () => {
    assertFinding(
      await findingsWith('deployment.yaml', (d) => {
        delete d.spec.selector;
      }),
      /deployment\.yaml: Deployment\/storefront-render: \/spec must have required property selector/,
    );
    assertFinding(
      await findingsWith('hpa.yaml', (h) => {
        delete h.spec.maxReplicas;
      }),
      /\/spec must have required property maxReplicas/,
    );
    assertFinding(
      await findingsWith('deployment.yaml', (d) => {
        delete container(d).name;
      }),
      /\/spec\/template\/spec\/containers\/0 must have required property name/,
    );
  });

  it('fails a file that is not YAML, naming it', async () => {
    const findings = await findingsWith('service.yaml', () => 'kind: Service\n  bad: [indent\n');
    assertFinding(findings, /^service\.yaml: /);
  });
});

describe('deploy check: the wiring between the objects', () => {
  it("fails a Service whose selector matches no Deployment's pods", async () => {
    assertFinding(
      await findingsWith('service.yaml', (s) => {
        s.spec.selector['app.kubernetes.io/component'] = 'renderer';
      }),
      /service\.yaml: Service\/storefront-render: spec\.selector matches no Deployment's pod labels/,
    );
  });

  it("fails a Service whose targetPort is not the container's", async () => {
    assertFinding(
      await findingsWith('service.yaml', (s) => {
        s.spec.ports[0].targetPort = 'web';
      }),
      /targetPort web is not a port of Deployment\/storefront-render/,
    );
  });

  it('fails a Deployment whose selector does not match its own pod labels', async () => {
    assertFinding(
      await findingsWith('deployment.yaml', (d) => {
        d.spec.selector.matchLabels['app.kubernetes.io/component'] = 'web';
      }),
      /spec\.selector\.matchLabels does not match the pod template labels/,
    );
  });

  it('fails an autoscaler that names another Deployment, or lets the count drop to 1', async () => {
    const findings = await findingsWith('hpa.yaml', (h) => {
      h.spec.scaleTargetRef.name = 'storefront';
      h.spec.minReplicas = 1;
    });
    assertFinding(findings, /scaleTargetRef apps\/v1 Deployment\/storefront names no object here/);
    assertFinding(findings, /minReplicas is below 2/);
  });

  it('fails replicas set on the Deployment the autoscaler owns', async () => {
    assertFinding(
      await findingsWith('deployment.yaml', (d) => {
        d.spec.replicas = 3;
      }),
      /Deployment\/storefront-render: spec\.replicas is set while a HorizontalPodAutoscaler owns the count/,
    );
  });

  it("fails a PodDisruptionBudget that selects no Deployment's pods", async () => {
    assertFinding(
      await findingsWith('pdb.yaml', (p) => {
        p.spec.selector.matchLabels = { app: 'storefront' };
      }),
      /pdb\.yaml: PodDisruptionBudget\/storefront-render: spec\.selector matches no Deployment's pod labels/,
    );
  });

  it("fails a probe or a scrape port that is not among the container's ports", async () => {
    const findings = await findingsWith('deployment.yaml', (d) => {
      container(d).livenessProbe.httpGet.port = 'metrics';
      container(d).startupProbe.httpGet.port = 9090;
      d.spec.template.metadata.annotations['prometheus.io/port'] = '9100';
    });
    assertFinding(findings, /livenessProbe port metrics is not among its ports/);
    assertFinding(findings, /startupProbe port 9090 is not among its ports/);
    assertFinding(findings, /prometheus\.io\/port 9100 is not among container render's ports/);
  });

  it('fails a container without a readiness or liveness probe', async () => {
    assertFinding(
      await findingsWith('deployment.yaml', (d) => {
        delete container(d).readinessProbe;
      }),
      /container render: no readinessProbe/,
    );
  });

  it('fails a ConfigMap key the Deployment takes and the ConfigMap lacks', async () => {
    assertFinding(
      await findingsWith('configmap.yaml', (c) => {
        delete c.data['render-budget-ms'];
      }),
      /env STOREFRONT_RENDER_BUDGET_MS: ConfigMap storefront-render has no key render-budget-ms/,
    );
    assertFinding(
      await findingsWith('deployment.yaml', (d) => {
        container(d).env[0].valueFrom.configMapKeyRef.name = 'storefront';
      }),
      /env BACKEND_URL: no ConfigMap storefront/,
    );
    assertFinding(
      await findingsWith('deployment.yaml', (d) => {
        d.spec.template.spec.volumes[0].configMap.name = 'storefront-files';
      }),
      /volume runtime: no ConfigMap storefront-files/,
    );
  });

  it('fails a $(VAR) of the command that is not in its env', async () => {
    assertFinding(
      await findingsWith('deployment.yaml', (d) => {
        container(d).env = container(d).env.filter((e) => e.name !== 'ENVIRONMENT_FILE');
      }),
      /container render: \$\(ENVIRONMENT_FILE\) is not in its env/,
    );
  });

  it('fails a file under the runtime mount that is not a key of its ConfigMap', async () => {
    assertFinding(
      await findingsWith('configmap.yaml', (c) => {
        c.data['remotes-manifest-file'] = '/etc/storefront/manifest.json';
      }),
      /\/etc\/storefront\/manifest\.json is not a key of ConfigMap storefront-runtime mounted there/,
    );
  });

  it('fails a grace period the preStop sleep and the drain do not fit in', async () => {
    assertFinding(
      await findingsWith('configmap.yaml', (c) => {
        c.data['drain-timeout-ms'] = '40000';
      }),
      /terminationGracePeriodSeconds 35 is not longer than the preStop sleep \(5 s\) and the drain \(40 s\)/,
    );
    assertFinding(
      await findingsWith('configmap.yaml', (c) => {
        c.data['drain-delay-ms'] = '2s';
      }),
      /STOREFRONT_DRAIN_DELAY_MS="2s" is not a whole number of ms/,
    );
  });

  it('fails a kustomization that leaves a manifest out or lists a missing one', async () => {
    const findings = await findingsWith('kustomization.yaml', (k) => {
      k.resources = k.resources.filter((r) => r !== 'pdb.yaml').concat('ingress.yaml');
    });
    assertFinding(findings, /kustomization\.yaml: Kustomization\/.*pdb\.yaml is not listed/);
    assertFinding(findings, /ingress\.yaml is not a YAML file of/);
  });
});

describe('the manifests and the code they run', () => {
  const deployment = objectOf('deployment.yaml');
  const render = container(deployment);
  // the render server: its entry (main.mjs, the options) and the modules it is composed of
  const SERVER_DIR = path.join(ROOT, 'host/server');
  const serverFiles = readdirSync(SERVER_DIR).filter(
    (name) => name.endsWith('.mjs') && !name.endsWith('.test.mjs'),
  );
  const main = readFileSync(path.join(SERVER_DIR, 'main.mjs'), 'utf8');
  const server = serverFiles
    .map((name) => readFileSync(path.join(SERVER_DIR, name), 'utf8'))
    .join('\n');

  it('runs the render server from host/server', () => {
    assert.deepEqual(render.command, ['node']);
    assert.equal(render.args[0], 'host/server/main.mjs');
    assert.ok(existsSync(path.join(ROOT, render.args[0])));
  });

  it("passes only options the render server takes, and the render tier's own", () => {
    const options = new Set(
      [...main.matchAll(/^\s{4}'?([a-z-]+)'?: \{ type: '(?:string|boolean)'/gm)].map((m) => m[1]),
    );
    assert.ok(options.has('render') && options.has('host'), 'the options were read');
    const passed = render.args.filter((a) => a.startsWith('--')).map((a) => a.slice(2));
    for (const option of passed) assert.ok(options.has(option), `--${option} is not an option`);
    assert.deepEqual(
      ['render', 'unavailable-while-warming', 'host'].filter((o) => !passed.includes(o)),
      [],
    );
    assert.equal(render.args[render.args.indexOf('--host') + 1], '0.0.0.0');
    assert.equal(render.args[render.args.indexOf('--port') + 1], '8090');
  });

  it('sets only STOREFRONT_ variables the server reads', () => {
    const read = new Set([...server.matchAll(/process\.env\.(STOREFRONT_\w+)/g)].map((m) => m[1]));
    const set = render.env.map((e) => e.name).filter((n) => n.startsWith('STOREFRONT_'));
    assert.ok(set.length >= 4);
    for (const name of set) assert.ok(read.has(name), `${name} is not read by the render server`);
  });

  it("probes the server's own routes", () => {
    for (const route of ['/healthz', '/readyz', '/metrics'])
      assert.ok(server.includes(`app.get('${route}'`), route);
    assert.equal(render.readinessProbe.httpGet.path, '/readyz');
    assert.equal(render.livenessProbe.httpGet.path, '/healthz');
    assert.equal(deployment.spec.template.metadata.annotations['prometheus.io/path'], '/metrics');
  });

  it('carries the example manifest and environment of deploy/nginx', () => {
    const runtime = objectOf('runtime-configmap.yaml');
    for (const [key, file] of [
      ['remotes.manifest.json', 'production.remotes.manifest.json'],
      ['environment.json', 'production.environment.json'],
    ])
      assert.deepEqual(
        JSON.parse(runtime.data[key]),
        JSON.parse(readFileSync(path.join(ROOT, 'deploy/nginx', file), 'utf8')),
        key,
      );
  });
});
