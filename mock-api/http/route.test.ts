import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../app';
import type { Database } from '../db/client';
import type { ApiConfig } from './context';
import { defineRoute } from './route';

// The route wrapper, without a database: validation, envelope, and the response-contract check.
const config: ApiConfig = {
  uploadDir: '/tmp',
  imageCacheDir: '/tmp/image-cache',
  imageBaseUrl: '',
  devOutbox: false,
  bcryptCost: 4,
  now: () => new Date(),
};
const database = { db: null, kind: 'pglite', close: async () => {} } as unknown as Database;

const routes = [
  defineRoute({
    method: 'post',
    path: '/echo/{id}',
    tag: 'Test',
    summary: 'echo',
    site: false,
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: z.object({ name: z.string().max(5) }),
    response: z.object({ id: z.number(), name: z.string() }),
    handler: ({ params, body }) => ({ id: params.id, name: body.name }),
  }),
  defineRoute({
    method: 'get',
    path: '/drift',
    tag: 'Test',
    summary: 'replies outside its contract',
    site: false,
    response: z.object({ total: z.number() }),
    handler: () => ({ total: 'twelve' }),
  }),
];

const appWith = (validateResponses: boolean) =>
  createApp({ database, config: { ...config, validateResponses } }, routes);
const post = (app: ReturnType<typeof appWith>, path: string, body: string) =>
  app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('defineRoute', () => {
  it('wraps the data in the envelope', async () => {
    const res = await post(appWith(true), '/echo/3', '{"name":"Léa"}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { id: 3, name: 'Léa' }, message: '' });
  });

  it.each([
    ['/echo/abc', '{"name":"Léa"}', 'id'],
    ['/echo/3', '{"name":"Léonore"}', 'name'],
    ['/echo/3', '{"name":12}', 'name'],
  ])('refuses %s %s with a 400 naming the field', async (path, body, field) => {
    const res = await post(appWith(true), path, body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.success).toBe(false);
    expect(Object.keys(json.data.errors)).toEqual([field]);
  });

  it('refuses malformed JSON with a French message', async () => {
    const res = await post(appWith(true), '/echo/3', '{"name":');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Le corps de la requête n'est pas un JSON valide.");
  });

  it('turns a reply outside its documented contract into a 500 when checking responses', async () => {
    const res = await appWith(true).request('/drift');
    expect(res.status).toBe(500);
    expect((await appWith(false).request('/drift')).status).toBe(200);
  });
});
