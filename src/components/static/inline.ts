/**
 * The tiny inline markup of the static texts: `[text](href)` becomes a link, everything else is plain text
 * (escaped by Astro). Pure TypeScript, so the texts stay data and nothing is rendered with set:html.
 */

export type InlinePart = { text: string; href?: undefined } | { text: string; href: string };

const LINK_RE = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const m of source.matchAll(LINK_RE)) {
    if (m.index > last) parts.push({ text: source.slice(last, m.index) });
    parts.push({ text: m[1]!, href: m[2]! });
    last = m.index + m[0].length;
  }
  if (last < source.length) parts.push({ text: source.slice(last) });
  return parts;
}

/** The text without markup (for JSON-LD and meta descriptions). */
export function plainText(source: string): string {
  return parseInline(source)
    .map((p) => p.text)
    .join('');
}
