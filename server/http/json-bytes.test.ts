import { describe, expect, it } from 'vitest';
import { JsonBytes, jsonPiece } from './json-bytes';

const decoder = new TextDecoder();
const milliOf = (value: number) => decoder.decode(new JsonBytes(16).milli(value).done().text);

/** The text the export wrote before it wrote bytes: the rounded number as JavaScript prints it. */
const printed = (value: number) => JSON.stringify(Math.round(value * 1000) / 1000);

describe('JSON written as bytes', () => {
  it('writes a number to 3 decimals exactly as JavaScript prints the rounded number', () => {
    const edges = [
      0,
      -0,
      0.0004,
      0.0005,
      0.0015,
      0.001,
      0.01,
      0.1,
      0.5,
      0.25,
      0.125,
      0.9995,
      1,
      9.9995,
      10,
      99.999,
      100,
      999.9995,
      1234.5678,
      8784.123,
      99_999.9999,
      1e6 + 0.1,
      2 ** 31 / 1000 + 0.0005,
      4_294_967.296,
      123_456_789.123,
      1e12 - 0.001,
      1e12,
      1e15,
      1e21,
      -0.0004,
      -0.0005,
      -1.25,
      -123.4567,
      0.1 + 0.2,
      1 / 3,
      2 / 3,
      1e-7,
      5e-324,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_VALUE,
    ];
    for (const value of edges) expect(milliOf(value), String(value)).toBe(printed(value));
    // Figures as the export has them: hours and km of a day, running sums over years.
    let seed = 29;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20_000; i++) {
      const value = random() * 10 ** Math.floor(random() * 9) + (i % 7) * 0.0005;
      expect(milliOf(value), String(value)).toBe(printed(value));
    }
  });

  it('writes values and pieces in order, growing past the size it expected', () => {
    const out = new JsonBytes(16);
    const comma = jsonPiece(',');
    out.piece(jsonPiece('{"items":['));
    for (let i = 0; i < 1000; i++) {
      if (i > 0) out.piece(comma);
      out
        .value({ name: `Lok ${i} – Łódź Ωμέγα`, at: i })
        .piece(comma)
        .milli(i / 7);
    }
    out.piece(jsonPiece(']}'));
    const parsed = JSON.parse(decoder.decode(out.done().text)) as { items: unknown[] };
    expect(parsed.items).toHaveLength(2000);
    expect(parsed.items[1998]).toEqual({ name: 'Lok 999 – Łódź Ωμέγα', at: 999 });
    expect(parsed.items[1999]).toBe(Math.round((999 / 7) * 1000) / 1000);
  });
});
