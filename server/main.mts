import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CLIENT_ADDRESS_ENV, forwardClientAddress, parseTrustedProxyHops } from '../lib/client-address';
import { isReadableRouterState, ROUTER_STATE_HEADER } from '../lib/router-state-header';
import { rememberBodyLengths, StorefrontResponse } from './string-body';

// The storefront's production server (`npm start`, the browser tests): `next start`, plus the client's address.
//
// `next start` keeps an X-Forwarded-For the client sent (`??=` in next/dist/server/base-server.js) and loses the
// socket address, so the platform's per-address limits counted whatever the client wrote (issue 12, finding 2).
// This is Next's documented custom server (`next({ dev: false })`, `getRequestHandler()`, the same request
// handlers as `next start`), with two steps before Next sees a request: lib/client-address.ts computes the client
// address from the socket and TRUSTED_PROXY_HOPS and overwrites X-Forwarded-For with exactly that address, and a
// router state header Next could not read gets a 400 (lib/router-state-header.ts). Its responses write a long
// string body after their head (server/string-body.ts).
//
// Usage: node --import tsx/esm server/main.mts [-p 3000] [-H host]   (PORT also sets the port; all interfaces by default)
// `tsx/esm` (not `tsx`): only this file, lib/client-address.ts and lib/router-state-header.ts go through tsx (the
// last loads Next's validator and its compiled superstruct only: no React, nothing that reads NODE_ENV before it is
// set below); Next, CommonJS, loads as under `next start`. Measured against `next start` on a cached page (autocannon, interleaved runs): no per-request cost
// beyond the noise; the start takes about half a second longer.

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`[storefront] invalid port ${JSON.stringify(values.port ?? process.env.PORT)}`);
  process.exit(1);
}

// As `next start` does, before Next (and the React build it picks) is loaded.
(process.env as Record<string, string | undefined>).NODE_ENV ||= 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const started = Date.now();
// tsx turns source maps on; with them on, Node reads the map of every module Next loads (slower start, more memory).
process.setSourceMapsEnabled(false);
const { default: next } = await import('next');

const app = next({ dev: false, dir: path.resolve(import.meta.dirname, '..'), port, hostname });
await app.prepare();
// Read after prepare(): Next has loaded the .env files by then.
let hops: number;
try {
  hops = parseTrustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
} catch (error) {
  console.error(`[storefront] ${(error as Error).message}`);
  process.exit(1);
}
// Tells the browser proxy (features/auth/platform-proxy.ts) that X-Forwarded-For is ours to forward.
process.env[CLIENT_ADDRESS_ENV] = '1';

const handle = app.getRequestHandler();
const { gate } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../messages/fr.json'), 'utf8')) as {
  gate: { restarting: string; badHeader: string };
};
/** The answer to a request that comes while the server stops (messages/fr.json, as every visible string). */
const RESTARTING = gate.restarting;
/** Set by SIGTERM/SIGINT: see `stop` below. */
let stopping = false;
/** The answers being written, so a stop can close their connections once they are sent. */
const inFlight = new Set<ServerResponse>();
// A long page goes out as the bytes kept from its last answer, its length looked up, not measured again
// (server/string-body.ts: a cached page's CPU, issue 19).
rememberBodyLengths();
const server = createServer({ ServerResponse: StorefrontResponse }, (req, res) => {
  if (stopping) {
    // A request that came on a connection kept alive from before the stop: refused, and the connection closed.
    res.writeHead(503, { connection: 'close', 'retry-after': '1', 'content-type': 'text/plain; charset=utf-8' });
    res.end(RESTARTING);
    return;
  }
  inFlight.add(res);
  res.once('close', () => {
    inFlight.delete(res);
    if (stopping) server.closeIdleConnections();
  });
  forwardClientAddress(req.headers, req.socket.remoteAddress, hops);
  // A router state header Next cannot read: Next would answer 500 while rendering a dynamic page; it is bad input,
  // answered as the request gate answers a malformed address (lib/request-gate.ts). Checked here because Next hides
  // its router headers from proxy.ts.
  if (!isReadableRouterState((req.headers[ROUTER_STATE_HEADER] as string | undefined) ?? null)) {
    res.writeHead(400, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    res.end(gate.badHeader);
    return;
  }
  handle(req, res).catch((error: unknown) => {
    console.error(`[storefront] ${req.method} ${req.url} failed`, error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
// An idle kept-alive connection stays open longer than the edge keeps its own to us (nginx's upstream
// keepalive_timeout, 60 s, deploy/nginx.conf.template): the side that reuses a connection must be the one that drops
// it first, or a request sent just as the server closes the socket is reset (ECONNRESET for a client, a 502 at the
// edge). Node's default is 5 s; the header timeout stays above it, as Node wants.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `[storefront] port ${port} is already in use` : error);
  process.exit(1);
});
server.listen(port, hostname, () => {
  const where = hostname ?? 'localhost';
  console.log(`[storefront] http://${where}:${port} ready in ${Date.now() - started} ms (trusted proxy hops: ${hops})`);
});

// A clean stop (issue 17 §2): no new connection is accepted, requests in flight finish (the connection is closed
// after each answer instead of being kept alive), then Next closes and the process exits 0. A request still running
// after SHUTDOWN_GRACE_MS (default 10 s: the platform calls time out after 5 s) is cut, and the exit code is 1.
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  console.log(`[storefront] ${signal}: finishing the requests in flight, accepting no new one`);
  // Answers not started yet go out with `Connection: close`; each finished answer frees its connection.
  for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
  server.close(
    () =>
      void app
        .close()
        .catch((error: unknown) => console.error('[storefront] closing Next failed', error))
        .finally(() => process.exit(0)),
  );
  server.closeIdleConnections();
  setTimeout(() => {
    console.error(`[storefront] requests still running after ${graceMs} ms: stopped anyway`);
    process.exit(1);
  }, graceMs).unref();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
