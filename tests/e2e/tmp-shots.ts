import { chromium } from 'playwright-core';
import { resolveChromium } from './support/chromium';

const URL = 'http://127.0.0.1:18555';
const main = async () => {
  const resolved = await resolveChromium();
  const browser = await chromium.launch({ executablePath: resolved.path, args: [...resolved.args] });
  for (const lang of ['en-GB', 'de-DE'] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: lang });
    const page = await context.newPage();
    await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
    await page.goto(`${URL}/login`);
    await page.locator('input[autocomplete="username"]').fill('driver');
    await page.locator('input[type="password"]').fill('Portal-Demo-2026!');
    await page.keyboard.press('Enter');
    await page.waitForURL(/logbook-all-entries/);
    const card = page.getByRole('complementary').locator('[data-testid^="vehicle-card-"]').first();
    await card.locator('button.vehicle-card-main').click();
    await page.getByTestId('logbook-row').first().waitFor();
    await page.screenshot({ path: `/tmp/shot-list-${lang}.png` });
    await page.getByTestId('logbook-row').first().click();
    await page.getByTestId('entry-drawer').waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-entry-${lang}.png` });
    await page.getByRole('button', { name: /^(Close|Schließen)$/ }).last().click();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/shot-closed-${lang}.png` });
    await page.getByTestId('add-entry').click();
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `/tmp/shot-afteradd-${lang}.png` });
    await page.getByTestId('entry-drawer').waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-new-${lang}.png` });
    await context.close();
  }
  await browser.close();
};
main().catch((e) => { console.error(e); process.exit(1); });
