import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { z } from 'zod';
import type { ApiDeps, ApiEnv } from './http/context';
import { ApiError } from './http/errors';
import { provideDeps, resolveSite, resolveUser } from './http/middleware';
import { buildOpenApi, docsInit, docsPage } from './http/openapi';
import { toHandler, toHonoPath, type AnyRoute } from './http/route';
import { allRoutes } from './routes';
import { serveImage } from './domain/images/image-service';
import { t } from './i18n';

/** Media of the sample sites that exist as files (the logos); every other seeded image is a placeholder. */
const SEED_MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed', 'media');

// zod's own messages (type errors, lengths…) in French, like the rest of the API.
z.config(z.locales.fr());

/** The largest request body accepted (uploads included); each upload route has its own, smaller, file limit. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;

const swaggerAssets = path.join(process.cwd(), 'node_modules', 'swagger-ui-dist');
const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** An error of a request body the client stopped sending (Node's `aborted`, a reset connection). */
function isAbortedRequest(error: unknown): boolean {
  const { message, code } = error as { message?: unknown; code?: unknown };
  return message === 'aborted' || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE';
}

export function createApp(deps: ApiDeps, allOf: AnyRoute[] = allRoutes) {
  const app = new Hono<ApiEnv>();
  // Development helpers (the outbox of reset links) exist only when explicitly enabled: not registered,
  // not documented otherwise.
  const routes = allOf.filter((route) => !route.devOnly || deps.config.devOutbox);
  const openApi = buildOpenApi(routes);

  app.use(secureHeaders({ crossOriginResourcePolicy: 'same-site' }));
  app.use(provideDeps(deps));
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ success: false, data: null, message: t('errors.bodyTooLarge') }, 413),
    }),
  );

  // Routes that need no site.
  app.get('/health', (c) => {
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    const memory = {
      rssMb: mb(rss),
      heapUsedMb: mb(heapUsed),
      heapTotalMb: mb(heapTotal),
      externalMb: mb(external),
      arrayBuffersMb: mb(arrayBuffers),
    };
    return c.json({ success: true, data: { status: 'ok', database: deps.database.kind, memory }, message: '' });
  });
  app.get('/openapi.json', (c) => c.json(openApi));
  app.get('/docs', (c) => c.html(docsPage));
  app.get('/docs/init.js', (c) => c.body(docsInit, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  app.get('/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = SWAGGER_FILES[file];
    if (!type) return c.json({ success: false, data: null, message: t('errors.routeNotFound') }, 404);
    const content = await readFile(path.join(swaggerAssets, file));
    return c.body(content, 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
  });

  // The local image service (spec §7): uploads, seed media and drawn seed pictures at /images/<siteId>/<file>,
  // resized and converted by `tr` and `Accept` (domain/images/image-service.ts).
  app.get('/images/:siteId/:file', async (c) => {
    const { siteId, file } = c.req.param();
    const answer = await serveImage(
      { uploadDir: deps.config.uploadDir, seedMediaDir: SEED_MEDIA_DIR, cacheDir: deps.config.imageCacheDir },
      { siteId, file, tr: c.req.query('tr'), accept: c.req.header('accept') ?? null },
    );
    return c.body(answer.body as never, answer.status as never, answer.headers);
  });

  for (const route of routes.filter((r) => r.site === false)) {
    app.on(route.method.toUpperCase(), toHonoPath(route.path), toHandler(route));
  }
  const siteScoped = routes.filter((r) => r.site !== false);
  const site = resolveSite();
  const user = resolveUser();
  for (const route of siteScoped) {
    app.on(route.method.toUpperCase(), toHonoPath(route.path), site, user, toHandler(route));
  }

  app.notFound((c) => c.json({ success: false, data: null, message: t('errors.routeNotFound') }, 404));
  app.onError(async (error, c) => {
    // A refusal may come before the body was read (access, path parameters): read it anyway,
    // or a keep-alive client would find the connection dropped on its next request.
    if (!c.req.raw.bodyUsed) await c.req.raw.arrayBuffer().catch(() => undefined);
    if (error instanceof ApiError) {
      // A rate limit says when to come back in the header too (RFC 9110 §10.2.3), in whole seconds.
      const retryAfter = (error.data as { retryAfter?: unknown } | null)?.retryAfter;
      if (error.status === 429 && typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
      return c.json({ success: false, data: error.data, message: error.message }, error.status);
    }
    if (error instanceof HTTPException) {
      return c.json({ success: false, data: null, message: error.message || t('errors.badRequest') }, error.status);
    }
    // The client hung up while its body was being read (e.g. the storefront cut an oversized upload at 12 MB):
    // nobody is left to answer, and it is no fault of ours.
    if (isAbortedRequest(error)) return c.json({ success: false, data: null, message: t('errors.badRequest') }, 400);
    console.error('[platform-api] unexpected error', c.req.method, c.req.path, error);
    return c.json({ success: false, data: null, message: t('errors.internal') }, 500);
  });
  return app;
}
