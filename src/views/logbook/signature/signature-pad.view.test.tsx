import { readFileSync } from 'node:fs';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignaturePad, padPoint, type Stroke } from './signature-pad.view';

/** A signature drawn with one pointer (pen, finger or mouse) as the pad reports it. */
const draw = (pointerType: 'pen' | 'touch' | 'mouse', pressures: readonly number[]) => {
  const onStrokesChange = vi.fn<(strokes: readonly Stroke[]) => void>();
  render(<SignaturePad strokes={[]} onStrokesChange={onStrokesChange} label="Signature" />);
  const pad = screen.getByTestId('signature-pad');
  const at = (i: number) => ({
    pointerId: 7,
    pointerType,
    clientX: 10 + 10 * i,
    clientY: 20,
    pressure: pressures[i],
  });
  fireEvent.pointerDown(pad, at(0));
  for (let i = 1; i < pressures.length; i++) fireEvent.pointerMove(pad, at(i));
  fireEvent.pointerUp(pad, at(pressures.length - 1));
  return onStrokesChange.mock.calls.at(-1)?.[0];
};

describe('signature pad (pointer events: pen, touch, mouse)', () => {
  // jsdom has no 2D canvas: the pad draws nothing (and jsdom says so for every frame unless asked here).
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps a pen’s pressure for every point', () => {
    const strokes = draw('pen', [0.25, 0.75, 0.875]);
    expect(strokes?.[0]?.map(([, , pressure]) => pressure)).toEqual([0.25, 0.75, 0.875]);
  });

  it('draws with a finger, whose pressure is simulated (0.5)', () => {
    const strokes = draw('touch', [1, 1, 1]);
    expect(strokes).toHaveLength(1);
    expect(strokes?.[0]?.map(([, , pressure]) => pressure)).toEqual([0.5, 0.5, 0.5]);
  });

  it('keeps the page from scrolling under a finger (touch-action none) and names the field', () => {
    const padCss = readFileSync('src/views/logbook/signature/signature.css', 'utf8');
    expect(padCss).toMatch(/\.signature-pad \{[^}]*touch-action: none;/);
    draw('mouse', [0.5, 0.5]);
    expect(screen.getByRole('img', { name: 'Signature' })).toBeTruthy();
  });

  it('maps the pointer by the displayed size: a stroke across a pad shown 300 px wide spans all 720 logical pixels', () => {
    const onStrokesChange = vi.fn<(strokes: readonly Stroke[]) => void>();
    render(<SignaturePad strokes={[]} onStrokesChange={onStrokesChange} label="Signature" />);
    const pad = screen.getByTestId('signature-pad');
    // A phone: the 720 × 240 canvas displayed 300 × 100 px, 20 px from the left, 50 px from the top.
    vi.spyOn(pad, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 20, y: 50, width: 300, height: 100 }),
    );
    const at = (clientX: number, clientY: number) => ({
      pointerId: 3,
      pointerType: 'touch',
      clientX,
      clientY,
    });
    fireEvent.pointerDown(pad, at(20, 50));
    fireEvent.pointerMove(pad, at(170, 100));
    fireEvent.pointerMove(pad, at(320, 150));
    // Dragged past the edge (the pointer is captured): held at the pad's edge, never outside it.
    fireEvent.pointerMove(pad, at(400, 10));
    fireEvent.pointerUp(pad, at(400, 10));
    const points = onStrokesChange.mock.calls.at(-1)?.[0]?.[0]?.map(([x, y]) => [x, y]);
    expect(points).toEqual([
      [0, 0],
      [360, 120],
      [720, 240],
      [720, 0],
    ]);
    // The canvas itself keeps the logical size (the saved PNG's), only its display is scaled.
    expect([pad.getAttribute('width'), pad.getAttribute('height')]).toEqual(['720', '240']);
  });

  it('maps with each axis on its own and falls back to 1:1 while the pad is not laid out', () => {
    expect(
      padPoint({ left: 0, top: 0, width: 360, height: 120 }, { clientX: 90, clientY: 60 }, 720, 240),
    ).toEqual([180, 120]);
    expect(
      padPoint({ left: 0, top: 0, width: 0, height: 0 }, { clientX: 10, clientY: 20 }, 720, 240),
    ).toEqual([10, 20]);
  });
});
