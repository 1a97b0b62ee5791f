import { chromium } from '@playwright/test';
const url = process.argv[2]; const out = process.argv[3] || '/tmp/shot.png';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', m => { if (m.type()==='error' || m.type()==='warning') console.log('console', m.type(), m.text()); });
page.on('pageerror', e => console.log('pageerror', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
if (process.argv[4]) { await eval(process.argv[4]); }
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
