/** Reading Content-Security-Policy values in tests. */

/** The directives of one policy, name → its source list. */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    // The first occurrence of a directive wins (CSP3 §2.2.2); repeats are ignored.
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * What governs scripts in a policy: `script-src`, or `default-src` when there is none; an empty list
 * when the policy restricts no scripts at all.
 */
export function scriptSources(policy: string): string[] {
  const d = parseCsp(policy);
  return d.get('script-src') ?? d.get('default-src') ?? [];
}
