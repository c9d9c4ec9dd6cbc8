import { readFileSync } from 'node:fs';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SignaturePad, type Stroke } from './signature-pad.view';

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
});
