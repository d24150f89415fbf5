/**
 * A value made on its first use, then kept. For Intl formatters at module level: creating one costs milliseconds on a
 * phone (55 ms for the two of lib/format/price.ts at 4× CPU, in the checkout's hydration), and a module is evaluated
 * when its chunk loads, whether the page formats anything or not.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
