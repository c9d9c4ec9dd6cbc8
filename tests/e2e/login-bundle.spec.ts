import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { usePortalAndBrowser } from './support/portal-suite';

/**
 * The login route's JavaScript budget: under 180 KB gzip (issue 28 §4; 250 KB since issue 2), and no
 * map, chart, spreadsheet or PDF code. The logged-in app's code loads after login (logged-in-root.ts).
 */
const BUDGET_BYTES = 180 * 1024;
// Lazy chunks are named after what they hold (vite.config.ts): maplibre-*, deck-*, countries-*. PDFs
// are built on the server today (pdfkit, fontkit); a PDF writer in the client must not reach the login.
const HEAVY_LIBRARIES = [
  /maplibre/i,
  /\/deck-|deck\.gl|luma\.gl/i,
  /countries-/i,
  /exceljs/i,
  /chart/i,
  /pdfkit|fontkit|pdf-lib|jspdf/i,
];

describe('the login route on the production build', () => {
  const suite = usePortalAndBrowser({ DEMO: '0' });

  it(`loads less than ${BUDGET_BYTES / 1024} KB of gzipped JavaScript and no heavy library`, async () => {
    const { context, page } = await newPage(suite.browser);
    const scripts = new Map<string, Buffer>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      void response.body().then((body) => scripts.set(response.url(), body));
    });
    await page.goto(`${suite.portal.url}/login`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.url()).toContain('/login');
    expect(scripts.size).toBeGreaterThan(0);
    let total = 0;
    for (const [url, body] of scripts) {
      const gz = gzipSync(body, { level: 9 }).length;
      total += gz;
      console.log(
        `login route script ${url.replace(suite.portal.url, '')}: ${(gz / 1024).toFixed(1)} KB gzip`,
      );
      // Lazy chunks are named after their code; the entry may name them, but must not load them.
      for (const library of HEAVY_LIBRARIES)
        expect(url, `the login route loaded ${url}`).not.toMatch(library);
    }
    console.log(
      `login route JavaScript total: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`,
    );
    expect(total).toBeLessThan(BUDGET_BYTES);
    await context.close();
  });
});
