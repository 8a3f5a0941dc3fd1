import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const order of [['lower','norm','num'], ['num','lower','norm'], ['date','num','coll']]) {
const page = await browser.newPage();
await page.goto('data:text/html,<p>x</p>');
const r = await page.evaluate(`(() => {
  const t = (f) => { const s = performance.now(); f(); return Math.round((performance.now() - s) * 10) / 10; };
  const fns = { lower: () => 'IŞIK'.toLocaleLowerCase('tr'), norm: () => 'çş'.normalize('NFD'), num: () => new Intl.NumberFormat('tr-TR').format(1234),
    date: () => new Date().toISOString(), coll: () => new Intl.Collator('tr').compare('a','b') };
  return ${JSON.stringify(order)}.map((k) => k + ' ' + t(fns[k]));
})()`);
console.log(r.join(', '));
await page.close();
}
await browser.close();
