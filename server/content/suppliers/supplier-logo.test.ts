import { describe, expect, it } from 'vitest';
import {
  LOGO_COLOURS,
  signSupplierLogo,
  supplierLogoSignatureMatches,
  supplierWordmark,
  supplierWordmarkSvg,
  wordmarkLines,
} from './supplier-logo';

/** WCAG relative luminance and contrast. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('the supplier wordmark', () => {
  it('puts the brand first and the rest of the name below, without legal forms', () => {
    expect(wordmarkLines('Knorr-Bremse Systeme für Schienenfahrzeuge GmbH')).toEqual({
      brand: 'Knorr-Bremse',
      rest: 'Systeme für Schienenfahrzeuge',
    });
    expect(wordmarkLines('Voith Turbo Scharfenberg GmbH & Co. KG')).toEqual({
      brand: 'Voith',
      rest: 'Turbo Scharfenberg',
    });
    expect(wordmarkLines('DB Systemtechnik GmbH')).toEqual({ brand: 'DB Systemtechnik', rest: '' });
    expect(wordmarkLines('Plasser & Theurer')).toEqual({ brand: 'Plasser & Theurer', rest: '' });
    expect(wordmarkLines('MEDCOM Sp. z o.o.')).toEqual({ brand: 'MEDCOM', rest: '' });
    expect(wordmarkLines('Rolls-Royce Power Systems AG (MTU)')).toEqual({
      brand: 'Rolls-Royce',
      rest: 'Power Systems',
    });
    expect(wordmarkLines('Alpha Trains Luxembourg S.à r.l.')).toEqual({
      brand: 'Alpha',
      rest: 'Trains Luxembourg',
    });
  });

  it('is well-formed SVG of 160 × 56 with the name escaped, the same for the same name', () => {
    const name = 'Schienen & <Co> "Nord" GmbH';
    const svg = supplierWordmarkSvg(name);
    // Every tag closed in order; text and attribute values hold no raw "<", "&" only as an entity.
    const open: string[] = [];
    for (const m of svg.matchAll(
      /<(\/?)([a-z]+)((?:\s+[a-zA-Z-]+="[^"<]*")*)\s*(\/?)>|<|&(?!(amp|lt|gt|quot);)/g,
    )) {
      expect(m[2], `stray ${m[0]} at ${m.index}`).toBeDefined();
      if (m[1] === '/') expect(open.pop()).toBe(m[2]);
      else if (m[4] !== '/') open.push(m[2]!);
    }
    expect(open).toEqual([]);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="160" height="56" viewBox="0 0 160 56"/,
    );
    const unescape = (t: string) =>
      t
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
    expect(unescape(/<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? '')).toBe(name);
    expect([...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => unescape(m[1] ?? ''))).toEqual([
      'Schienen & <Co>',
      '"Nord"',
    ]);
    expect(svg).not.toMatch(/<(script|image|use|foreignObject)\b|href=/);
    expect(supplierWordmark(name)).toEqual(supplierWordmark(name));
    expect(supplierWordmark(name).sha256).not.toBe(supplierWordmark('Schienen Süd GmbH').sha256);
  });

  it('keeps a long brand inside the tile and every colour readable with white text', () => {
    const svg = supplierWordmarkSvg('Gutehoffnungshütte-Radsatzwerkstätten-Verbund GmbH');
    expect(svg).toContain('textLength="140"');
    for (const colour of LOGO_COLOURS) expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('is signed per supplier and logo', () => {
    const key = Buffer.alloc(32, 7);
    const signature = signSupplierLogo(key, 4, 'a'.repeat(64));
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(supplierLogoSignatureMatches(key, 4, 'a'.repeat(64), signature)).toBe(true);
    expect(supplierLogoSignatureMatches(key, 5, 'a'.repeat(64), signature)).toBe(false);
    expect(supplierLogoSignatureMatches(key, 4, 'b'.repeat(64), signature)).toBe(false);
    expect(supplierLogoSignatureMatches(Buffer.alloc(32, 8), 4, 'a'.repeat(64), signature)).toBe(false);
  });
});
