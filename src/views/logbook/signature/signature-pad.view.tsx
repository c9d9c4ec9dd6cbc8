import { getStroke } from 'perfect-freehand';
import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';

/** One stroke: points as [x, y, pressure] in the pad's logical pixels (the canvas's, not the screen's). */
export type Stroke = readonly (readonly [number, number, number])[];

export interface SignaturePadProps {
  readonly strokes: readonly Stroke[];
  readonly onStrokesChange: (strokes: readonly Stroke[]) => void;
  readonly label: string;
  readonly width?: number;
  readonly height?: number;
}

const STROKE_OPTIONS = { size: 4, thinning: 0.6, smoothing: 0.5, streamline: 0.5 } as const;

/**
 * The outline perfect-freehand computes for a stroke, as a canvas path. A finished stroke (`last`)
 * ends where the pointer was lifted, not where the streamlining had caught up to.
 */
const strokePath = (stroke: Stroke, simulatePressure: boolean, last: boolean): Path2D => {
  const outline = getStroke(
    stroke.map((p) => [...p]),
    { ...STROKE_OPTIONS, simulatePressure, last },
  );
  const path = new Path2D();
  outline.forEach(([x = 0, y = 0], index) => (index === 0 ? path.moveTo(x, y) : path.lineTo(x, y)));
  path.closePath();
  return path;
};

/**
 * Draws the finished strokes, and the one being drawn if any, on a canvas context (the pad and the
 * exported PNG use the same drawing).
 */
export const drawStrokes = (
  context: CanvasRenderingContext2D,
  strokes: readonly Stroke[],
  drawing: Stroke | null = null,
): void => {
  context.fillStyle = '#111';
  // A mouse or finger reports no real pressure (0.5): let perfect-freehand simulate it.
  const fill = (stroke: Stroke, last: boolean) =>
    context.fill(
      strokePath(
        stroke,
        stroke.every(([, , p]) => p === 0.5),
        last,
      ),
    );
  for (const stroke of strokes) fill(stroke, true);
  if (drawing) fill(drawing, false);
};

/** The strokes as a PNG, base64 without the `data:` prefix (spec 001 §7). */
export const exportSignature = (strokes: readonly Stroke[], width: number, height: number): string => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) drawStrokes(context, strokes);
  return canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
};

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/**
 * A pointer position on the pad as it is displayed (`box`, CSS pixels, scaled to the width available)
 * in the pad's fixed logical space (`width` × `height`, the exported PNG's pixels): a stroke across the
 * whole visible pad covers the whole logical pad, whatever the screen. Positions outside (a captured
 * pointer dragged past the edge) are held at the edge.
 */
export const padPoint = (
  box: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
  at: { readonly clientX: number; readonly clientY: number },
  width: number,
  height: number,
): [number, number] => {
  const scaleX = box.width > 0 ? width / box.width : 1;
  const scaleY = box.height > 0 ? height / box.height : scaleX;
  return [clamp((at.clientX - box.left) * scaleX, width), clamp((at.clientY - box.top) * scaleY, height)];
};

/**
 * The signature field: a canvas drawn on with pointer events (pen pressure when there is one; touch
 * works: touch-action none keeps the page from scrolling). The canvas keeps its logical size (`width`
 * × `height`) and is displayed scaled to the width available (signature.css); pointer positions are
 * mapped back by the displayed size. The strokes live with the caller.
 */
export function SignaturePad({
  strokes,
  onStrokesChange,
  label,
  width = 720,
  height = 240,
}: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const current = useRef<[number, number, number][] | null>(null);

  const redraw = (extra: Stroke | null) => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, width, height);
    drawStrokes(context, strokes, extra);
  };
  useEffect(() => redraw(null));

  const point = (event: ReactPointerEvent<HTMLCanvasElement>): [number, number, number] => {
    const pressure = event.pointerType === 'pen' ? event.pressure : 0.5;
    return [...padPoint(event.currentTarget.getBoundingClientRect(), event, width, height), pressure];
  };

  return (
    <canvas
      ref={canvas}
      className="signature-pad"
      width={width}
      height={height}
      role="img"
      aria-label={label}
      data-testid="signature-pad"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        current.current = [point(event)];
        redraw(current.current);
      }}
      onPointerMove={(event) => {
        if (!current.current) return;
        current.current.push(point(event));
        redraw(current.current);
      }}
      onPointerUp={() => {
        if (current.current) onStrokesChange([...strokes, current.current]);
        current.current = null;
      }}
      onPointerCancel={() => {
        current.current = null;
        redraw(null);
      }}
    />
  );
}
