import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A few lines of node:http in front of the platform API, for the fault journeys (issue 17 §2): it passes requests
// through, or drops them (the platform is down), or holds them until released (a slow platform, without timing).

export type FaultMode = 'pass' | 'down' | 'hold';

export interface FaultProxy {
  url: string;
  setMode(mode: FaultMode): void;
  /** Requests held in `hold` mode right now. */
  held(): number;
  /** Lets every held request through (and those to come, until the mode changes again). */
  release(): void;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let mode: FaultMode = 'pass';
  let waiting: (() => void)[] = [];
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const out = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  };
  const server = createServer((req, res) => {
    if (mode === 'down') return req.socket.destroy();
    if (mode === 'hold') return void waiting.push(() => forward(req, res));
    forward(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setMode(next) {
      mode = next;
    },
    held: () => waiting.length,
    release() {
      mode = 'pass';
      const queued = waiting;
      waiting = [];
      for (const go of queued) go();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Storefront {
  url: string;
  /** Sends a signal to the process (SIGTERM: a clean stop, see server/main.mts). */
  kill(signal: NodeJS.Signals): void;
  /** Its exit code once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  /** What it wrote on stdout and stderr so far. */
  output(): string;
  /** SIGTERM, then waits for the exit (nothing when it has exited already). */
  stop(): Promise<void>;
}

/**
 * A second storefront on the same production build (server/main.mts, as `npm start` runs it), whose platform is
 * `apiUrl`: the fault proxy. It shares the build's data cache with the main one, as two instances of one deployment.
 */
export async function startStorefront(port: number, apiUrl: string, env: Record<string, string>): Promise<Storefront> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx/esm', 'server/main.mts', '-p', String(port)], {
    env: { ...process.env, ...env, API_URL: apiUrl, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  // Never left behind on its port: a hook that times out before `stop` is reachable ends the worker, and this.
  const orphan = () => child.kill('SIGTERM');
  process.once('exit', orphan);
  void exited.then(() => process.off('exit', orphan));
  await new Promise<void>((resolve, reject) => {
    const ready = () => out.includes('ready in') && resolve();
    child.stdout!.on('data', ready);
    void exited.then((code) => reject(new Error(`the storefront exited (${code}) before it was ready: ${out}`)));
  });
  return {
    url: `http://localhost:${port}`,
    kill: (signal) => void child.kill(signal),
    exited,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
