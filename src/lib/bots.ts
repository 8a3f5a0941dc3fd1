/**
 * Bot detection by user agent, for statistics that must count people only (PD18: bots are not
 * counted). The list is `isbot` (a maintained, widely used user-agent pattern list: search and social
 * crawlers, link previewers, uptime and speed checkers, headless browsers, HTTP libraries); we only add
 * that a missing or near-empty user agent is a bot, and a few automation names isbot leaves to others.
 *
 * A bot that pretends to be a desktop browser is not caught here; the per-IP rate limits bound what it
 * can add. Pure TypeScript (isbot has no dependencies): safe in islands and functions alike.
 */
import { isbot } from 'isbot';

/** Browser automation that announces itself but is not in isbot's list (it targets crawlers). */
const AUTOMATION = /puppeteer|playwright|selenium|webdriver|cypress|slimerjs/i;

/** True when the user agent belongs to an automated client (or is missing). */
export function isBot(userAgent: string | null | undefined): boolean {
  const ua = (userAgent ?? '').trim();
  if (ua.length < 5) return true;
  return isbot(ua) || AUTOMATION.test(ua);
}
