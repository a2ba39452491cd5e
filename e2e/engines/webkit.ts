/**
 * WebKit: Debian's WebKitGTK MiniBrowser behind its W3C WebDriver server (`WebKitWebDriver`,
 * package webkit2gtk-driver), on an Xvfb display of its own. The client is WebDriver's HTTP
 * protocol spoken directly (a dozen commands); each tab is a session of its own, so cookies and
 * storage never carry from one journey to the next.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import net from 'node:net';
import { KEYS, inPageExpression } from './driver';
import type { Engine, InPage, Screen, Tab } from './driver';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** A free port on 127.0.0.1, for the driver. */
async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts Xvfb on the first free display (it writes the number it took to a pipe). */
async function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  );
  const pipe = xvfb.stdio[3] as NodeJS.ReadableStream;
  const display = await new Promise<string>((resolve, reject) => {
    let said = '';
    pipe.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) resolve(`:${said.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with code ${code}`)));
  });
  return { process: xvfb, display };
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  process.kill(child.pid, 'SIGTERM');
  await exited;
}

class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(`${error}: ${message}`);
  }
}

/** One WebDriver session over HTTP. */
class Session {
  constructor(
    readonly base: string,
    readonly id: string,
  ) {}

  async command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}/session/${this.id}${path}`, {
      method,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
    const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok)
      throw new WebDriverError(
        answer.value.error ?? String(response.status),
        answer.value.message ?? '',
      );
    return answer.value;
  }
}

class WebKitTab implements Tab {
  readonly engine = 'webkit' as const;
  readonly touch: boolean;

  constructor(
    private readonly session: Session,
    readonly screen: Screen,
    touch: boolean,
  ) {
    this.touch = touch;
  }

  async goto(url: string) {
    await this.session.command('POST', '/url', { url });
  }
  async url() {
    return this.session.command<string>('GET', '/url');
  }
  async back() {
    await this.session.command('POST', '/back');
  }
  async evaluate<A extends unknown[], R>(fn: InPage<A, R>, ...args: A): Promise<Awaited<R>> {
    const value = await this.session.command<unknown>('POST', '/execute/async', {
      script: `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => ${inPageExpression(fn, args)})
          .then(done, (e) => done({ __thrown: String((e && e.stack) || e) }));`,
      args: [],
    });
    const thrown = (value as { __thrown?: string } | null)?.__thrown;
    if (thrown) throw new Error(`in the page: ${thrown}`);
    return value as Awaited<R>;
  }
  private async element(selector: string): Promise<string> {
    const found = await this.session.command<Record<string, string>>('POST', '/element', {
      using: 'css selector',
      value: selector,
    });
    const id = found[ELEMENT];
    if (!id) throw new Error(`no element ${selector}`);
    // in the middle of the window, as a shopper scrolls to what they want
    await this.session.command('POST', '/execute/sync', {
      script: 'arguments[0].scrollIntoView({ block: "center", inline: "nearest" });',
      args: [{ [ELEMENT]: id }],
    });
    return id;
  }
  private async pointer(selector: string, type: 'mouse' | 'touch') {
    const id = await this.element(selector);
    await this.session.command('POST', '/actions', {
      actions: [
        {
          type: 'pointer',
          id: type,
          parameters: { pointerType: type },
          actions: [
            { type: 'pointerMove', origin: { [ELEMENT]: id }, x: 0, y: 0, duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pause', duration: type === 'touch' ? 60 : 20 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
    await this.session.command('DELETE', '/actions');
  }
  click(selector: string) {
    return this.pointer(selector, 'mouse');
  }
  tap(selector: string) {
    return this.pointer(selector, this.touch ? 'touch' : 'mouse');
  }
  async type(text: string) {
    const keys = [...text].flatMap((key) => [
      { type: 'keyDown', value: key },
      { type: 'keyUp', value: key },
      { type: 'pause', duration: 40 },
    ]);
    await this.session.command('POST', '/actions', {
      actions: [{ type: 'key', id: 'keyboard', actions: keys }],
    });
  }
  async select(selector: string, value: string) {
    await this.element(selector);
    const option = await this.element(`${selector} option[value="${value}"]`);
    // WebDriver's Element Click on an option selects it, firing input and change
    await this.session.command('POST', `/element/${option}/click`);
  }
  async press(key: keyof typeof KEYS) {
    await this.session.command('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: KEYS[key] },
            { type: 'keyUp', value: KEYS[key] },
          ],
        },
      ],
    });
  }
  async wheel(deltaY: number) {
    const { width, height } = await this.evaluate(() => ({
      width: window.innerWidth,
      height: window.innerHeight,
    }));
    await this.session.command('POST', '/actions', {
      actions: [
        {
          type: 'wheel',
          id: 'wheel',
          actions: [
            {
              type: 'scroll',
              origin: 'viewport',
              x: Math.round(width / 2),
              y: Math.round(height / 2),
              deltaX: 0,
              deltaY,
              duration: 100,
            },
          ],
        },
      ],
    });
  }
  async screenshot(file: string) {
    const png = await this.session.command<string>('GET', '/screenshot');
    await writeFile(file, Buffer.from(png, 'base64'));
  }
  async close() {
    await this.session.command('DELETE', '');
  }
}

export class WebKitEngine implements Engine {
  readonly name = 'webkit' as const;
  private constructor(
    private readonly base: string,
    private readonly driver: ChildProcess,
    private readonly xvfb: ChildProcess,
  ) {}

  static async start(): Promise<WebKitEngine> {
    const { process: xvfb, display } = await startXvfb();
    const port = await freePort();
    // one session at a time per driver: one a failed journey left open is replaced, not queued
    const args = [`--port=${port}`, '--host=127.0.0.1', '--replace-on-new-session'];
    const driver = spawn('WebKitWebDriver', args, {
      env: { ...process.env, DISPLAY: display },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}`;
    const until = Date.now() + 15_000;
    for (;;) {
      const status = await fetch(`${base}/status`).then(
        (r) => r.ok,
        () => false,
      );
      if (status) break;
      if (Date.now() > until || driver.exitCode !== null) {
        await stopProcess(driver);
        await stopProcess(xvfb);
        throw new Error('WebKitWebDriver did not answer /status');
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    return new WebKitEngine(base, driver, xvfb);
  }

  /**
   * A new session: the driver starts a MiniBrowser for it. On a loaded machine a start can hang
   * and the driver then drops the request; such a start is given up after 30 s and tried again
   * (at most three times, each attempt said on the run's output), never a journey's step.
   */
  private async newSession(): Promise<Session> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.requestSession();
      } catch (error) {
        if (attempt === 3) throw error;
        console.warn(`webkit: MiniBrowser start ${attempt} failed (${String(error)}), again`);
      }
    }
  }

  private async requestSession(): Promise<Session> {
    const response = await fetch(`${this.base}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      signal: AbortSignal.timeout(30_000),
      body: JSON.stringify({
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            // the stack's local certificate (scripts/tls.mjs)
            acceptInsecureCerts: true,
            // full screen: no toolbar, so the page can be as narrow as a phone's (a window with one
            // cannot be narrower than about 450 px)
            'webkitgtk:browserOptions': {
              binary: MINIBROWSER,
              args: ['--automation', '--full-screen'],
            },
          },
        },
      }),
    });
    const answer = (await response.json()) as {
      value: { sessionId: string; message?: string };
    };
    if (!response.ok) throw new Error(`WebKitWebDriver: no session (${answer.value.message})`);
    return new Session(this.base, answer.value.sessionId);
  }

  async version() {
    const session = await this.newSession();
    const agent = await session.command<string>('POST', '/execute/sync', {
      script: 'return navigator.userAgent;',
      args: [],
    });
    await session.command('DELETE', '');
    return `WebKitGTK MiniBrowser (${agent})`;
  }

  async open(screen: Screen): Promise<Tab> {
    const session = await this.newSession();
    // the window's outer size is set so that the page itself is as wide and tall as the screen
    await session.command('POST', '/window/rect', { width: screen.width, height: screen.height });
    const inner = await session.command<{ w: number; h: number }>('POST', '/execute/sync', {
      script: 'return { w: window.innerWidth, h: window.innerHeight };',
      args: [],
    });
    await session.command('POST', '/window/rect', {
      width: screen.width + (screen.width - inner.w),
      height: screen.height + (screen.height - inner.h),
    });
    return new WebKitTab(session, screen, false);
  }

  async quit() {
    await stopProcess(this.driver);
    await stopProcess(this.xvfb);
  }
}
