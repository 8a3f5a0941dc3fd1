/**
 * Field errors from the shared zod schema's issues, or from a function's 400 answer (`errors`, keyed by
 * dotted paths such as "hours.mon"): the first message per field, the way every form shows them.
 */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** A 400 answer's `errors` as issues ("hours.mon" → path ['hours', 'mon']). */
export function answerIssues(errors: Record<string, string> | undefined): Issue[] {
  return Object.entries(errors ?? {}).map(([key, message]) => ({ path: key.split('.'), message }));
}

/** The first message per field (the issue's first path part; 'form' for an issue of the whole input). */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[String(issue.path[0] ?? 'form')] ??= issue.message;
  return out;
}

/** The first message per part of one field (the days of `hours`: path ['hours', 'mon', …] → mon). */
export function partErrors(issues: readonly Issue[], field: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const part = issue.path[1];
    if (issue.path[0] === field && typeof part === 'string') out[part] ??= issue.message;
  }
  return out;
}
