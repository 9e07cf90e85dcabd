import { chromium } from '@playwright/test';

const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
for (const w of [390, 1440]) {
  const p = await b.newPage({ viewport: { width: w, height: 900 } });
  await p.goto('http://127.0.0.1:3300' + process.argv[2]);
  await p.waitForTimeout(800);
  const el = p.locator(process.argv[3] ?? 'main');
  await el.screenshot({ path: `/tmp/shots/${process.argv[4]}-${w}.png` });
  await p.close();
}
await b.close();
