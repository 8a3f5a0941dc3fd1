import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const url of process.argv.slice(2)) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await ctx.addInitScript(`(() => {
    window.__intl = [];
    for (const k of ['NumberFormat','DateTimeFormat','Collator','PluralRules','RelativeTimeFormat','ListFormat','Segmenter']) {
      const C = Intl[k];
      Intl[k] = new Proxy(C, { construct(t, args) { window.__intl.push(k + ' ' + JSON.stringify(args).slice(0,80) + ' @ ' + (new Error().stack.split('\\n').slice(2,4).map(s=>s.trim().replace(/https?:\\/\\/[^/]+/,'')).join(' < '))); return Reflect.construct(t, args); } });
    }
  })()`);
  const page = await ctx.newPage();
  await page.goto('http://127.0.0.1:4300' + url);
  await page.waitForTimeout(4000);
  console.log(url, JSON.stringify(await page.evaluate('window.__intl'), null, 1));
  await ctx.close();
}
await browser.close();
