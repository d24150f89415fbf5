import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyEncoder, LONG_STRING_BODY, rememberBodyLengths, StorefrontResponse } from './string-body';

/** A long French page body: characters beyond Latin-1 (’ « » —), so its UTF-8 is longer than the string. */
const PAGE = `<p>L’apéritif « maison » — ${'é’—«»'.repeat(LONG_STRING_BODY / 4)}</p>`;

/** Serves one answer with `respond` on a server of its own, reads it raw (status, headers, body bytes), closes. */
async function exchange(respond: (res: StorefrontResponse) => void, method = 'GET') {
  const server: Server = createServer({ ServerResponse: StorefrontResponse }, (_req, res) => respond(res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      // No keep-alive: the server closes once this one answer is read.
      const req = request({ host: '127.0.0.1', port, method, path: '/', agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    await new Promise<void>((done) => server.close(() => done()));
  }
}

describe('StorefrontResponse', () => {
  it('sends a long string body with its length set (a cached page) as the same UTF-8 bytes, not chunked', async () => {
    const { status, headers, body } = await exchange((res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', Buffer.byteLength(PAGE));
      // As Next does: the head built by writeHead, then the body in end().
      res.writeHead(200);
      res.end(PAGE);
    });
    expect(headers['transfer-encoding']).toBeUndefined();
    expect(status).toBe(200);
    expect(body.toString('utf8')).toBe(PAGE);
    expect(Number(headers['content-length'])).toBe(Buffer.byteLength(PAGE));
    expect(body.length).toBeGreaterThan(PAGE.length);
  });

  it('keeps a length set beforehand, the encoding given and the callback', async () => {
    const latin1 = 'é'.repeat(LONG_STRING_BODY + 10);
    let called = false;
    const { headers, body } = await exchange((res) => {
      res.setHeader('content-length', Buffer.byteLength(latin1, 'latin1'));
      res.end(latin1, 'latin1', () => (called = true));
    });
    expect(body.equals(Buffer.from(latin1, 'latin1'))).toBe(true);
    expect(Number(headers['content-length'])).toBe(latin1.length);
    expect(called).toBe(true);
  });

  it('leaves a long body without a length, short strings, Buffers, an empty end and HEAD as Node sends them', async () => {
    const unsized = await exchange((res) => res.end(PAGE));
    expect(unsized.body.toString()).toBe(PAGE);
    expect(Number(unsized.headers['content-length'])).toBe(Buffer.byteLength(PAGE));
    expect((await exchange((res) => res.end('Bonjour’'))).body.toString()).toBe('Bonjour’');
    expect((await exchange((res) => res.end(Buffer.from(PAGE)))).body.toString()).toBe(PAGE);
    expect((await exchange((res) => res.end())).body.length).toBe(0);
    // HEAD: no body, and no length computed from it, as Node answers a string.
    const head = await exchange((res) => res.end(PAGE), 'HEAD');
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBeUndefined();
  });
});

describe('bodyEncoder', () => {
  it('gives the UTF-8 bytes of a text, the same Buffer again for the same text, new bytes for a changed one', () => {
    const { encode } = bodyEncoder(1024 * 1024);
    const first = encode(PAGE);
    expect(first.equals(Buffer.from(PAGE, 'utf8'))).toBe(true);
    // An equal text built anew (as a page rendered again): the bytes kept.
    expect(encode(`${PAGE} `.trimEnd())).toBe(first);
    const changed = PAGE.replace('maison', 'du chef');
    expect(encode(changed).toString('utf8')).toBe(changed);
  });

  it('keeps at most its budget, dropping the text asked for least recently', () => {
    const a = 'a’'.repeat(100); // 400 bytes each
    const b = 'b’'.repeat(100);
    const c = 'c’'.repeat(100);
    const { encode, keptLength } = bodyEncoder(800);
    const bytesA = encode(a);
    const bytesB = encode(b);
    expect(encode(a)).toBe(bytesA); // a is now the most recent
    encode(c); // over budget: b goes
    expect(keptLength(b)).toBeUndefined();
    expect(keptLength(a)).toBe(400);
    expect(encode(a)).toBe(bytesA);
    expect(encode(b)).not.toBe(bytesB);
    expect(encode(b).equals(bytesB)).toBe(true);
    expect(keptLength(b)).toBe(400);
    // A text larger than the whole budget is encoded, never kept.
    const huge = 'x'.repeat(801);
    expect(encode(huge)).not.toBe(encode(huge));
  });
});

describe('rememberBodyLengths', () => {
  let undo = () => {};
  afterEach(() => {
    undo();
    vi.restoreAllMocks();
  });

  it('answers the UTF-8 length of a long page already sent from the bytes kept, without measuring it again', async () => {
    const page = PAGE.replace('maison', 'du domaine'); // a text no other test sent
    const measure = vi.spyOn(Buffer, 'byteLength');
    undo = rememberBodyLengths();
    // Not sent yet: measured by Node.
    expect(Buffer.byteLength(page)).toBe(Buffer.from(page).length);
    expect(measure).toHaveBeenCalledTimes(1);
    await exchange((res) => {
      res.setHeader('content-length', Buffer.from(page).length);
      res.end(page);
    });
    measure.mockClear();
    // Sent once: its kept bytes answer, for the default encoding and UTF-8 named either way.
    expect(Buffer.byteLength(page)).toBe(Buffer.from(page).length);
    expect(Buffer.byteLength(page, 'utf8')).toBe(Buffer.from(page).length);
    expect(Buffer.byteLength(page, 'utf-8')).toBe(Buffer.from(page).length);
    expect(measure).not.toHaveBeenCalled();
    // Another encoding, a short text, a Buffer: measured by Node, as before.
    expect(Buffer.byteLength(page, 'latin1')).toBe(page.length);
    expect(Buffer.byteLength('L’été')).toBe(9);
    expect(Buffer.byteLength(Buffer.from(page))).toBe(Buffer.from(page).length);
    expect(measure).toHaveBeenCalledTimes(3);
  });

  it('is undone by what it returns', () => {
    const measure = Buffer.byteLength;
    undo = rememberBodyLengths();
    expect(Buffer.byteLength).not.toBe(measure);
    undo();
    expect(Buffer.byteLength).toBe(measure);
  });
});
