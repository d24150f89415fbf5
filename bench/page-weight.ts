/**
 * A page's HTML split into what a visitor's browser shows and what it only needs to hydrate (issue 19): the markup
 * (the document without Next's `self.__next_f.push(…)` scripts) and the RSC payload those scripts carry. Byte counts
 * only: unlike timings they do not move with the machine's load.
 *
 *   npx tsx bench/page-weight.ts http://127.0.0.1:3221/nos-vins/les-terres-rouges-saumur-champigny-1001 [more URLs]
 *   BENCH_VERBOSE=1 …   also lists the largest payload rows (what crosses the server/client boundary)
 *
 * Prints per URL: the document, its markup, its payload scripts (bytes in the HTML, raw and gzip), the ratio
 * document / markup (issue 19's target: ≤ 2), and the client component references in the payload.
 */
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\((.*?)\)<\/script>/gs;

export interface PageWeight {
  url: string;
  document: number;
  markup: number;
  payloadScripts: number;
  documentGzip: number;
  markupGzip: number;
  /** document / markup. */
  ratio: number;
  /** Client component references (`I` rows) in the payload. */
  clientReferences: number;
  rows: { id: string; bytes: number; head: string }[];
}

/** The payload's rows: `<hex id>:<row>\n`, except text rows `<id>:T<hex length>,<text>` which carry no newline. */
function payloadRows(flight: string): { id: string; bytes: number; head: string }[] {
  const rows: { id: string; bytes: number; head: string }[] = [];
  let at = 0;
  while (at < flight.length) {
    const colon = flight.indexOf(':', at);
    if (colon < 0) break;
    const id = flight.slice(at, colon);
    let end: number;
    const text = /^T([0-9a-f]+),/.exec(flight.slice(colon + 1, colon + 20));
    if (text) {
      // The length is in UTF-8 bytes.
      const start = colon + 1 + text[0].length;
      let bytes = parseInt(text[1]!, 16);
      end = start;
      while (bytes > 0 && end < flight.length) bytes -= Buffer.byteLength(flight[end++]!);
    } else {
      end = flight.indexOf('\n', colon);
      if (end < 0) end = flight.length;
      else end += 1;
    }
    const row = flight.slice(at, end);
    rows.push({ id, bytes: Buffer.byteLength(row), head: row.slice(colon - at + 1, colon - at + 121) });
    at = end;
  }
  return rows;
}

export function pageWeight(url: string, html: string): PageWeight {
  let payloadScripts = 0;
  let flight = '';
  const markupParts: string[] = [];
  let last = 0;
  for (const match of html.matchAll(FLIGHT_SCRIPT)) {
    payloadScripts += Buffer.byteLength(match[0]);
    markupParts.push(html.slice(last, match.index));
    last = match.index + match[0].length;
    const chunk = JSON.parse(match[1]!) as [number, string?];
    if (chunk[0] === 1 && typeof chunk[1] === 'string') flight += chunk[1];
  }
  markupParts.push(html.slice(last));
  const markup = markupParts.join('');
  const rows = payloadRows(flight);
  const document = Buffer.byteLength(html);
  const markupBytes = Buffer.byteLength(markup);
  return {
    url,
    document,
    markup: markupBytes,
    payloadScripts,
    documentGzip: gzipSync(html).length,
    markupGzip: gzipSync(markup).length,
    ratio: Math.round((document / markupBytes) * 100) / 100,
    clientReferences: rows.filter((row) => row.head.startsWith('I[')).length,
    rows,
  };
}

async function main() {
  const urls = process.argv.slice(2);
  if (urls.length === 0) {
    console.error('usage: npx tsx bench/page-weight.ts <url> [url…]');
    process.exit(2);
  }
  const out = [];
  for (const url of urls) {
    const res = await fetch(url);
    const weight = pageWeight(url, await res.text());
    out.push({
      url: new URL(url).pathname,
      status: res.status,
      document: weight.document,
      markup: weight.markup,
      payload: weight.payloadScripts,
      'doc gz': weight.documentGzip,
      'markup gz': weight.markupGzip,
      'doc/markup': weight.ratio,
      'client refs': weight.clientReferences,
    });
    if (process.env.BENCH_VERBOSE) {
      console.log(`\n${url}: largest payload rows`);
      for (const row of [...weight.rows].sort((a, b) => b.bytes - a.bytes).slice(0, 12))
        console.log(`${String(row.bytes).padStart(7)} ${row.id}: ${row.head.replace(/\s+/g, ' ')}`);
    }
  }
  console.table(out);
}

// Run as a script only: the storefront benchmark imports `pageWeight`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
