import { ServerResponse, type IncomingMessage } from 'node:http';

/**
 * The cost below starts when head and body joined reach 64 Ki characters (65,500 against 64,000 in the measure); heads
 * here are 1–1.5 kB (the Content-Security-Policy is most of it), so bodies from 56 Ki characters get their head sent
 * first. Shorter ones are sent as Node sends them: one write, already fast.
 */
export const LONG_STRING_BODY = 56 * 1024;

/**
 * A response that sends its head before a long string body instead of joined to it (issue 19: server CPU).
 *
 * Next ends a cached page with `res.end(html)`, the HTML as one JavaScript string, its Content-Length already set.
 * Node then joins the response's head and that string into one string before writing it, and past some 64 K
 * characters writing that joined string gets slow: a bare `http` server sending the wine sheet's HTML (85 K
 * characters, Node 20, 2 CPUs) spent 1.57 ms of CPU per request, against 0.15 ms for the home page's 63 K; with the
 * head written first, 0.22 and 0.13 ms. With a synthetic body holding one `’` every ten characters: 0.16 ms at 64,000
 * characters, 1.60 ms at 65,500, 2.04 ms at 100,000. (Encoding the string to a Buffer first costs 0.46 ms on the
 * sheet.) Behind the edge (deploy/: nginx asks the instances for plain bodies) and for any client that does not ask
 * for compression, every cached page went through that write.
 *
 * Only when the length is known: the head then says the same as Node would have sent (a head flushed without a length
 * would switch the body to chunked encoding). The bytes on the wire are the same; the head goes in its own write.
 * Compressed answers never get here with a string (Next's compression writes Buffers).
 */
export class StorefrontResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {}

const nodeEnd = ServerResponse.prototype.end;
StorefrontResponse.prototype.end = function end(
  this: ServerResponse,
  chunk?: unknown,
  encoding?: unknown,
  callback?: unknown,
) {
  // Next has called writeHead by then (`headersSent` is true, the head is built but not written): flushHeaders()
  // writes it; on a head already written, it writes nothing.
  if (typeof chunk === 'string' && chunk.length >= LONG_STRING_BODY && this.hasHeader('content-length')) {
    this.flushHeaders();
  }
  return Reflect.apply(nodeEnd, this, [chunk, encoding, callback]) as ServerResponse;
} as ServerResponse['end'];
