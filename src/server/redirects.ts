/**
 * The `[[redirects]]` rules of netlify.toml, applied by the local server the way Netlify applies them
 * to requests that no function claimed: rules in order; `status = 200` rewrites (only when no file
 * exists for the path, unless `force = true`); 301/302 redirect; 404 serves the target with status 404.
 * A target under `/.netlify/functions/<name>` calls that function.
 */
import fs from 'node:fs';
import { parse } from 'smol-toml';

export interface RedirectRule {
  from: URLPattern;
  fromText: string;
  to: string;
  status: number;
  force: boolean;
}

export function loadRedirects(tomlFile: string): RedirectRule[] {
  const config = parse(fs.readFileSync(tomlFile, 'utf8')) as {
    redirects?: { from: string; to: string; status?: number; force?: boolean }[];
  };
  return (config.redirects ?? []).map((r) => ({
    // Netlify's splat `/*` matches the path itself and anything below it.
    from: new URLPattern({ pathname: r.from.endsWith('/*') ? r.from.slice(0, -2) + '{/*}?' : r.from }),
    fromText: r.from,
    to: r.to,
    status: r.status ?? 301,
    force: r.force ?? false,
  }));
}

export interface RedirectMatch {
  rule: RedirectRule;
  /** The target path with `:splat` and named placeholders filled in. */
  target: string;
}

export function matchRedirect(rules: RedirectRule[], pathname: string, fileExists: boolean): RedirectMatch | null {
  for (const rule of rules) {
    if (fileExists && !rule.force) continue;
    const m = rule.from.exec({ pathname });
    if (!m) continue;
    const groups = m.pathname.groups;
    let target = rule.to.replace(':splat', groups['0'] ?? '');
    for (const [k, v] of Object.entries(groups)) if (v !== undefined) target = target.replace(`:${k}`, v);
    return { rule, target };
  }
  return null;
}
