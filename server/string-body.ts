import { ServerResponse, type IncomingMessage } from 'node:http';

/**
 * The cost below starts when head and body joined reach 64 Ki characters (65,500 against 64,000 in the measure); heads
 * here are 1–1.5 kB (the Content-Security-Policy is most of it), so bodies from 56 Ki characters are sent as bytes.
 * Shorter ones are sent as Node sends them: one write, already fast.
 */
export const LONG_STRING_BODY = 56 * 1024;

/**
 * A response that sends a long string body as bytes, never joined to its head into one string (issue 19: server CPU).
 *
 * Next ends a cached page with `res.end(html)`, the HTML as one JavaScript string, its Content-Length already set.
 * Node then joins the response's head and that string into one string before writing it, and past some 64 K
 * characters writing that joined string gets slow: a bare `http` server sending the wine sheet's HTML (85 K
 * characters, Node 20, 2 CPUs) spent 1.57 ms of CPU per request, against 0.15 ms for the home page's 63 K; with the
 * head written first, 0.22 and 0.13 ms. With a synthetic body holding one `’` every ten characters: 0.16 ms at 64,000
 * characters, 1.60 ms at 65,500, 2.04 ms at 100,000. Behind the edge (deploy/: nginx asks the instances for plain
 * bodies) and for any client that does not ask for compression, every cached page went through that write.
 *
 * So a long UTF-8 body whose length is set goes out as its bytes, kept from the last time the same text was sent
 * (`bodyEncoder`: encoding it on each request cost 0.46 ms on the sheet); Node writes the head and those bytes in one
 * `writev`. In another encoding (none in Next's answers) the head is written first, then the string. Only when the
 * length is known: the head then says the same as Node would have sent (a head flushed without a length would switch
 * the body to chunked encoding). The bytes on the wire are the same. Compressed answers never get here with a string
 * (Next's compression writes Buffers).
 */
export class StorefrontResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {}

/**
 * The UTF-8 bytes of the long bodies sent lately, by their text: at most `ENCODED_BODIES_BYTES`, the least recently sent
 * dropped first. A cached page is the same text request after request, and Node encoded it again for each one: writing
 * the sheet's 90 kB as a string cost 0.15 ms of CPU more per request than writing its bytes (issue 19, session 30:
 * 1.09–1.15 against 0.92–0.99 ms per request, alternated runs). Looking a text up hashes it once (V8 keeps a string's
 * hash) and compares it with the one found; a page that changed is new text, so it can never get another's bytes.
 */
export const ENCODED_BODIES_BYTES = 32 * 1024 * 1024;

/** A memo of texts' UTF-8 bytes holding at most `budget` bytes, the least recently asked for dropped first. */
export function bodyEncoder(budget: number): {
  /** The text's UTF-8 bytes: those kept, or encoded now and kept. */
  encode: (body: string) => Buffer;
  /** The UTF-8 length of a text whose bytes are kept, without encoding or measuring anything; else `undefined`. */
  keptLength: (body: string) => number | undefined;
} {
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;
  const encode = (body: string) => {
    let bytes = kept.get(body);
    if (bytes) {
      // Most recently asked for last: the oldest goes first.
      kept.delete(body);
      kept.set(body, bytes);
      return bytes;
    }
    bytes = Buffer.from(body, 'utf8');
    if (bytes.length > budget) return bytes;
    kept.set(body, bytes);
    keptBytes += bytes.length;
    for (const [text, old] of kept) {
      if (keptBytes <= budget) break;
      kept.delete(text);
      keptBytes -= old.length;
    }
    return bytes;
  };
  return { encode, keptLength: (body) => kept.get(body)?.length };
}

const bodies = bodyEncoder(ENCODED_BODIES_BYTES);

/**
 * Makes `Buffer.byteLength` of a long UTF-8 text whose bytes `StorefrontResponse` keeps a lookup (the server's start
 * calls it once; it returns what undoes it, for tests). Next measures every cached page before sending it
 * (`res.setHeader('Content-Length', Buffer.byteLength(html))`, next/dist/server/send-payload.js), and on Node 20 that
 * scan costs 62 µs for the wine sheet's 89.6 K characters, 47 µs for the home page's 66 K — 4 % of a cached
 * request's CPU, the largest single difference a CPU profile showed against the bare page on our route (issue 19,
 * session 39). The number is the one Node computes: the length of the very bytes then sent. Any other text, short,
 * new or not UTF-8, is measured by Node as before; a lookup never encodes or keeps anything.
 */
export function rememberBodyLengths(): () => void {
  const measure = Buffer.byteLength;
  const remembered = function byteLength(value: unknown, encoding?: unknown) {
    if (
      typeof value === 'string' &&
      value.length >= LONG_STRING_BODY &&
      (encoding === undefined || encoding === 'utf8' || encoding === 'utf-8')
    ) {
      const length = bodies.keptLength(value);
      if (length !== undefined) return length;
    }
    return Reflect.apply(measure, Buffer, [value, encoding]) as number;
  } as typeof Buffer.byteLength;
  Buffer.byteLength = remembered;
  return () => {
    if (Buffer.byteLength === remembered) Buffer.byteLength = measure;
  };
}

const nodeEnd = ServerResponse.prototype.end;
StorefrontResponse.prototype.end = function end(
  this: ServerResponse,
  chunk?: unknown,
  encoding?: unknown,
  callback?: unknown,
) {
  if (typeof chunk === 'string' && chunk.length >= LONG_STRING_BODY && this.hasHeader('content-length')) {
    if (typeof encoding === 'function' || encoding === undefined || encoding === 'utf8' || encoding === 'utf-8') {
      // Bytes: Node writes the head and them in one `writev`, never joined into one string.
      return Reflect.apply(nodeEnd, this, [bodies.encode(chunk), callback ?? encoding]) as ServerResponse;
    }
    // Another encoding (none in Next's answers): the head first, in a write of its own, then the string. Next has
    // called writeHead by then (the head is built, not written): flushHeaders() writes it.
    this.flushHeaders();
  }
  return Reflect.apply(nodeEnd, this, [chunk, encoding, callback]) as ServerResponse;
} as ServerResponse['end'];
