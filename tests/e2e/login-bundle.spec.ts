import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { usePortalAndBrowser } from './support/portal-suite';

/**
 * The login route's JavaScript budget: under 180 KB as served, the bytes the server sends a browser
 * that accepts brotli (issue 35; 180 KB gzip since issue 28 §4, 250 KB since issue 2), and no map,
 * chart, spreadsheet or PDF code. The logged-in app's code loads after login (logged-in-root.ts).
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

  it(`loads less than ${BUDGET_BYTES / 1024} KB of JavaScript as served (brotli) and no heavy library`, async () => {
    const { context, page } = await newPage(suite.browser);
    // What the server sent for each script: its Content-Length (the compressed bytes) and coding.
    const scripts = new Map<string, { readonly bytes: number; readonly coding: string }>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      void response.allHeaders().then((headers) =>
        scripts.set(response.url(), {
          bytes: Number(headers['content-length']),
          coding: headers['content-encoding'] ?? 'none',
        }),
      );
    });
    await page.goto(`${suite.portal.url}/login`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.url()).toContain('/login');
    expect(scripts.size).toBeGreaterThan(0);
    let total = 0;
    for (const [url, { bytes, coding }] of scripts) {
      expect(Number.isInteger(bytes), `${url} has no Content-Length`).toBe(true);
      total += bytes;
      console.log(
        `login route script ${url.replace(suite.portal.url, '')}: ${(bytes / 1024).toFixed(1)} KB as served (${coding})`,
      );
      // Chromium accepts brotli (on localhost too): every compressed script must come as brotli.
      expect(['br', 'none'], `${url} came ${coding}`).toContain(coding);
      // Lazy chunks are named after their code; the entry may name them, but must not load them.
      for (const library of HEAVY_LIBRARIES)
        expect(url, `the login route loaded ${url}`).not.toMatch(library);
    }
    expect(
      [...scripts.values()].some(({ coding }) => coding === 'br'),
      'no script came as brotli',
    ).toBe(true);
    console.log(
      `login route JavaScript total: ${(total / 1024).toFixed(1)} KB as served (brotli; budget ${BUDGET_BYTES / 1024} KB)`,
    );
    expect(total, `login route JavaScript as served (brotli), budget ${BUDGET_BYTES / 1024} KB`).toBeLessThan(
      BUDGET_BYTES,
    );
    await context.close();
  });
});
