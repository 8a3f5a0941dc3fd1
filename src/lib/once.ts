/**
 * `once(make)`: a getter that makes its value on first use and keeps it. For Intl formatters kept at module
 * level: made when a module loads, the first of them starts the browser's ICU service (20–80 ms of main
 * thread on this machine, 4× that on a phone) on every page that imports the module, used or not
 * (decision 020).
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
