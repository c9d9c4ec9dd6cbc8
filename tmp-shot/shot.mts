// Usage: tsx /work/shot.ts <baseUrl> <account> <path> <out.png> [lang] [clicks...]
import { chromium } from 'playwright-core';
import { resolveChromium } from '/work/main/tests/e2e/support/chromium';

const [base, account, path, out, lang = 'en-GB', ...clicks] = process.argv.slice(2);
const resolved = await resolveChromium();
const browser = await chromium.launch({ executablePath: resolved.path, args: [...resolved.args] });
const context = await browser.newContext({ locale: lang, viewport: { width: 1400, height: 900 } });
const page = await context.newPage();
await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
await page.goto(`${base}/`);
await page.locator('input[autocomplete="username"], input[name="username"]').first().fill(account!);
await page.locator('input[type="password"]').first().fill('Portal-Demo-2026!');
await page.keyboard.press('Enter');
await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30000 });
await page.waitForTimeout(1500);
await page.goto(`${base}${path}`);
await page.waitForTimeout(2500);
for (const c of clicks) {
  await page.getByText(c, { exact: true }).first().click();
  await page.waitForTimeout(1200);
}
await page.screenshot({ path: out!, fullPage: true });
await browser.close();
