/**
 * Only `keys` of `source`, as a new object. For what a server component hands a client component: those props cross
 * into the page's HTML (its RSC payload), so each client part gets the fields it reads and no more (issue 19).
 */
export function pickKeys<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}
