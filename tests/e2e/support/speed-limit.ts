import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The speed rule's key in the notification settings (spec 001 §2). */
export const SPEED_RULE = 'NSSpeedlimitExeeded';

/**
 * On the notification settings page, as the logged-in user: turns the vehicle's speed rule on with a
 * limit of `kmh` and saves it (the save answered 200).
 */
export const setSpeedLimit = async (
  page: Page,
  portalUrl: string,
  vehicle: { readonly id: number; readonly name: string },
  kmh: number,
) => {
  await page.goto(`${portalUrl}/notificationsettings`);
  await page.getByTestId('notification-settings-page').waitFor();
  await page.getByTestId(`vehicle-card-${vehicle.id}`).locator('.vehicle-card-main').click();
  await expect.poll(() => page.getByTestId('settings-vehicle-name').textContent()).toBe(vehicle.name);
  const switchControl = page.getByTestId(`settings-switch-${SPEED_RULE}`);
  await expect.poll(() => switchControl.isEnabled()).toBe(true);
  if ((await switchControl.getAttribute('aria-checked')) !== 'true') await switchControl.click();
  await page.getByTestId(`settings-max-${SPEED_RULE}`).fill(String(kmh));
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/wp-json/fvm/v1/notification/',
  );
  await page.getByTestId('settings-save').click();
  expect((await saved).status()).toBe(200);
};
