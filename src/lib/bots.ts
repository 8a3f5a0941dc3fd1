/**
 * Bot detection by user agent, for statistics that must count people only (PD18: bots are not
 * counted). Errs on the side of "bot" for anything that declares itself automated: search and social
 * crawlers, link previewers, uptime and speed checkers, headless browsers that say so (HeadlessChrome,
 * PhantomJS), and HTTP libraries (curl, wget, python-requests, Go, Java, node). An empty user agent is a bot.
 *
 * A bot that pretends to be a desktop browser is not caught here; the per-IP rate limits bound what it
 * can add. Pure TypeScript: no Astro, React or Netlify imports.
 */

/** Substrings (case-insensitive) that only automated clients put in their user agent. */
const BOT_PATTERNS: readonly RegExp[] = [
  // Crawlers name themselves: Googlebot, bingbot, YandexBot, DuckDuckBot, Applebot, GPTBot, ClaudeBot,
  // AhrefsBot, SemrushBot, facebookexternalhit, Baiduspider, Bytespider, Yahoo! Slurp, ia_archiver …
  /bot(?:\b|[-_/ ;)])/i,
  /robot/i,
  /crawl/i,
  /spider/i,
  /slurp/i,
  /scrap(?:er|y)/i,
  /archiver/i,
  /facebookexternalhit|facebookcatalog|meta-externalagent/i,
  /mediapartners-google|adsbot|google-inspectiontool|googleother|google-read-aloud|feedfetcher|apis-google/i,
  // Link previews and messengers fetching a card.
  // (Pinterest's and Telegram's in-app browsers are people; their crawlers say "bot".)
  /whatsapp\/|skypeuripreview|embedly|quora link preview|vkshare|outbrain|nuzzel|bitlybot|iframely/i,
  // Speed, uptime and validation tools.
  /lighthouse|pagespeed|gtmetrix|pingdom|uptime|statuscake|site24x7|datadog|newrelic|w3c_validator|validator\.nu|checklink/i,
  // Headless and automated browsers that declare themselves.
  /headlesschrome|headless|phantomjs|slimerjs|puppeteer|playwright|selenium|webdriver|cypress/i,
  // HTTP libraries and command-line clients.
  /^curl\/|\bcurl\b|wget|python-requests|python-urllib|python-httpx|aiohttp|go-http-client|^java\/|okhttp|apache-httpclient|libwww-perl|\bhttpclient\b|axios\/|node-fetch|undici|got \(|^node\b|^deno\/|^bun\/|postmanruntime|insomnia|httpie|guzzlehttp|^ruby|^php/i,
  // "(+http://example.com/bot.html)": the convention crawlers use to say who they are.
  /\+https?:\/\//i,
  /compatible;\s*[^;)]*(?:bot|crawler|spider|fetcher|monitor|checker|preview)/i,
];

/** Real devices whose model names contain "bot" (the CUBOT phone brand, for one). */
const FALSE_POSITIVES = /\bcubot\b/gi;

/** True when the user agent belongs to an automated client (or is missing). */
export function isBot(userAgent: string | null | undefined): boolean {
  const ua = (userAgent ?? '').trim();
  if (ua.length < 5) return true;
  const checked = ua.replace(FALSE_POSITIVES, '');
  return BOT_PATTERNS.some((re) => re.test(checked));
}
