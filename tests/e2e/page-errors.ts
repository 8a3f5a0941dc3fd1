/**
 * Every browser test fails on a console error or an uncaught page error (decision 016: no hydration errors).
 *
 * `launchBrowser()` watches every context its browser creates (`newPage()`, `browser.newContext()`, the
 * pages and popups in them): console messages of type error and page errors (uncaught exceptions and
 * rejections, React's #418/#423 hydration errors among them) are recorded with the page's address, and
 * `tests/e2e/setup.ts` (a vitest setup file, so every browser test file has it) fails the test after which
 * any was recorded, listing each.
 *
 * A test that causes an error on purpose declares it, narrowly, on the page or context it causes it in:
 * `allowConsoleErrors(page, /status of 404 .*\/api\/businesses\/999999\)$/)`. A pattern is matched against the
 * message followed by its source address in parentheses, e.g. `Failed to load resource: the server responded
 * with a status of 404 (Not Found) (http://127.0.0.1:4321/api/businesses/999999)`.
 */
import type { Browser, BrowserContext, ConsoleMessage, Page, WebError } from 'playwright-core';
import { DEFAULT_STYLE_URL } from '#lib/map-config.ts';

export interface PageProblem {
  kind: 'console.error' | 'page error';
  /** The page's address when it happened ('' when the message came from no page, e.g. a worker). */
  pageUrl: string;
  text: string;
}

/**
 * The only errors allowed everywhere, for what is outside the app's control: this machine is offline, so
 * the default map style's host (OpenFreeMap, when MAP_STYLE_URL is not set, as for the shared test server)
 * cannot be resolved. With a network the request succeeds; offline the maps fall back to the local style,
 * which the map tests check. Only a name-resolution failure of that one host: an answer with an error
 * status from it, or any failure elsewhere, still counts.
 */
const GLOBALLY_ALLOWED: RegExp[] = [
  new RegExp(`^Failed to load resource: net::ERR_NAME_NOT_RESOLVED \\(${escape(new URL(DEFAULT_STYLE_URL).origin)}/`),
];

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Kept on globalThis so the setup file and a test file share it even if they loaded this module apart. */
const state: {
  problems: PageProblem[];
  allowed: WeakMap<Page | BrowserContext, RegExp[]>;
  allowedPageErrors: WeakMap<Page | BrowserContext, RegExp[]>;
  browsers: Set<Browser>;
} = ((globalThis as Record<string, unknown>).__e2ePageErrors ??= {
  problems: [],
  allowed: new WeakMap(),
  allowedPageErrors: new WeakMap(),
  browsers: new Set(),
}) as never;

/**
 * Declares console errors a test causes on purpose in `target` (a page, or a context: all its pages), from
 * now on. Keep patterns narrow: the message and the address it concerns.
 */
export function allowConsoleErrors(target: Page | BrowserContext, ...patterns: RegExp[]): void {
  state.allowed.set(target, [...(state.allowed.get(target) ?? []), ...patterns]);
}

/**
 * Declares uncaught page errors `target` may throw, matched against `Name: message`. Only for a known app
 * bug that is someone else's to fix: name it in a comment beside the call, and remove the call with the fix.
 * @public (no test needs it today)
 */
export function allowPageErrors(target: Page | BrowserContext, ...patterns: RegExp[]): void {
  state.allowedPageErrors.set(target, [...(state.allowedPageErrors.get(target) ?? []), ...patterns]);
}

function isAllowed(page: Page | null, context: BrowserContext, line: string): boolean {
  const patterns = [...GLOBALLY_ALLOWED, ...(state.allowed.get(context) ?? []), ...((page && state.allowed.get(page)) || [])];
  return patterns.some((p) => p.test(line));
}

function isAllowedPageError(page: Page | null, context: BrowserContext, line: string): boolean {
  const patterns = [...(state.allowedPageErrors.get(context) ?? []), ...((page && state.allowedPageErrors.get(page)) || [])];
  return patterns.some((p) => p.test(line));
}

/** The text a console error is recorded and matched as: the message and its source address. */
export function consoleLine(message: ConsoleMessage): string {
  const source = message.location().url;
  return source ? `${message.text()} (${source})` : message.text();
}

function pageUrl(page: Page | null): string {
  try {
    return page?.url() ?? '';
  } catch {
    return '';
  }
}

/** Records the errors of every page of `context` (done by `launchBrowser()` for each new context). */
export function watchContext(context: BrowserContext): void {
  context.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const page = message.page();
    const line = consoleLine(message);
    if (!isAllowed(page, context, line)) state.problems.push({ kind: 'console.error', pageUrl: pageUrl(page), text: line });
  });
  context.on('weberror', (webError: WebError) => {
    const error = webError.error();
    if (isAllowedPageError(webError.page(), context, `${error.name}: ${error.message}`)) return;
    const text =
      error.stack && error.stack.includes(error.message)
        ? error.stack.split('\n').slice(0, 4).join('\n')
        : `${error.name}: ${error.message}`;
    state.problems.push({ kind: 'page error', pageUrl: pageUrl(webError.page()), text });
  });
}

/** Watches every context `browser` creates from now on. */
export function watchBrowser(browser: Browser): Browser {
  for (const context of browser.contexts()) watchContext(context);
  browser.on('context', watchContext);
  state.browsers.add(browser);
  browser.on('disconnected', () => state.browsers.delete(browser));
  return browser;
}

/** The errors recorded so far and not yet checked. */
export function recordedProblems(): readonly PageProblem[] {
  return state.problems;
}

/**
 * Throws when errors were recorded since the last check, listing each with its page's address; clears them
 * either way (so the next test starts clean, a retry included).
 */
export function checkNoPageErrors(): void {
  const found = state.problems.splice(0);
  if (!found.length) return;
  const lines = found.map((p) => `- ${p.kind} on ${p.pageUrl || '(no page)'}: ${p.text.replace(/\n/g, '\n    ')}`);
  throw new Error(
    `${found.length} console/page error(s) in the browser (declare an expected one with allowConsoleErrors(page, /pattern/), tests/e2e/page-errors.ts):\n${lines.join('\n')}`,
  );
}

/**
 * Lets messages still on their way from the open pages of the watched browsers arrive: one round trip to
 * each (a message sent before it arrives before its answer), at most `ms` in all.
 */
export async function settlePages(ms = 2_000): Promise<void> {
  const pages = [...state.browsers]
    .filter((b) => b.isConnected())
    .flatMap((b) => b.contexts().flatMap((c) => c.pages()))
    .filter((p) => !p.isClosed());
  if (!pages.length) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(pages.map((p) => p.evaluate(() => 0))),
    new Promise((r) => {
      timer = setTimeout(r, ms);
    }),
  ]);
  clearTimeout(timer);
}
