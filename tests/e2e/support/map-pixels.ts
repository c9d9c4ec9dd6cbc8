import type { Page } from 'playwright-core';

/** What counts as a matching pixel: near a colour (each channel within `tolerance`), or heat-map red. */
export type PixelTest =
  { readonly rgb: readonly [number, number, number]; readonly tolerance: number } | { readonly heat: true };

/**
 * How many pixels of a `size` × `size` screenshot around page point (x, y) pass `test`. Heat means
 * the hot end of deck.gl's heat map colours (orange to dark red): strong red, little green and blue,
 * which neither the base map (land, sea, borders) nor the markers have.
 */
export const countPixels = async (page: Page, x: number, y: number, test: PixelTest, size = 40) => {
  const png = await page.screenshot({
    clip: { x: Math.max(0, x - size / 2), y: Math.max(0, y - size / 2), width: size, height: size },
  });
  return page.evaluate(
    async ({ data, test }) => {
      const blob = await (await fetch(`data:image/png;base64,${data}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d');
      if (!ctx) return 0;
      ctx.drawImage(bitmap, 0, 0);
      const pixels = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let count = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        const [r, g, b] = [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0];
        const passes =
          'heat' in test
            ? r > 150 && g < 150 && b < 90 && r - g > 80
            : Math.abs(r - test.rgb[0]) < test.tolerance &&
              Math.abs(g - test.rgb[1]) < test.tolerance &&
              Math.abs(b - test.rgb[2]) < test.tolerance;
        if (passes) count += 1;
      }
      return count;
    },
    { data: png.toString('base64'), test },
  );
};
