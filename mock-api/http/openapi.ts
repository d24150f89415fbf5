import { z } from 'zod';
import type { AnyRoute } from './route';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** Path or query parameters from an object schema. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
  }));
}

const envelope = (data: JsonSchema, success: boolean): JsonSchema => ({
  type: 'object',
  required: ['success', 'data', 'message'],
  properties: { success: { const: success }, data, message: { type: 'string' } },
});

/** The OpenAPI 3.1 document of the platform contract, generated from the same zod schemas that validate. */
export function buildOpenApi(routes: AnyRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const access = route.access ?? 'public';
    const siteHeader =
      route.site === false
        ? []
        : [
            {
              name: 'idSite',
              in: 'header',
              required: true,
              schema: { type: 'integer' },
              description: 'The site (spec §7).',
            },
          ];
    const op: Record<string, unknown> = {
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      parameters: [...siteHeader, ...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
      responses: {
        '200': {
          description: 'Success',
          content: {
            'application/json': { schema: envelope(route.response ? toSchema(route.response, 'output') : {}, true) },
          },
        },
        '4XX': {
          description: 'Refused: the message says why, in French; data may hold per-field errors.',
          content: { 'application/json': { schema: envelope({}, false) } },
        },
      },
      ...(access === 'public' ? {} : { security: [{ token: [] }] }),
    };
    if (route.body) {
      const mediaType = route.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
      op.requestBody = { required: true, content: { [mediaType]: { schema: toSchema(route.body, 'input') } } };
    }
    (paths[route.path] ??= {})[route.method] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Platform API (local stand-in)',
      version: '1.0.0',
      description:
        'Every call of the storefront spec §7 plus the calls design.md §1 adds. Every response is `{ success, data, message }`. ' +
        'Lists take `nbItem` (default 10), `page` (default 1), `orderBy` (`field`, `field:desc` or `-field`) and per-field filters ' +
        '(`lk:` contains, `df:` different, `lt:`, `lte:`, `gt:`, `gte:`, or plain equality; empty values are skipped).',
    },
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The token returned by POST /login.',
        },
      },
    },
    paths,
  };
}

export const docsPage = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>API de la plateforme — référence</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>`;

export const docsInit = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#docs', deepLinking: true });`;
