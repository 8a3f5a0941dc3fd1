/** A same-site path to return to after login (`?next=/favorites`), never another site or an API route. */
export function safeNext(value: string | null): string | null {
  if (!value || !/^\/(?!\/)[^\s\\]*$/.test(value) || value.startsWith('/api/')) return null;
  return value;
}
