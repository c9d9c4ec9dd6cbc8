import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';

/** Pixels between the pointer and its tooltip. */
const GAP = 14;

interface Size {
  readonly width: number;
  readonly height: number;
}

/** One axis: after the pointer where the tooltip fits, else before it, else as far in as it goes. */
const along = (at: number, size: number, room: number): number => {
  if (at + GAP + size <= room) return at + GAP;
  if (at - GAP - size >= 0) return at - GAP - size;
  return Math.max(0, room - size);
};

/**
 * Where a tooltip at the pointer (`x`, `y`: pixels of the map's container) goes: below right of it, or
 * turned to the left or above where it would leave the container. On a phone's narrow map the
 * tooltip of a position near the right edge was cut off ("Late (sent after being offline)" read
 * "Late after offlin").
 */
export const tooltipPlace = (x: number, y: number, tooltip: Size, container: Size) => ({
  left: along(x, tooltip.width, container.width),
  top: along(y, tooltip.height, container.height),
});

/**
 * The tooltip's element ref and its `left`/`top`: measured before the browser paints (once laid out
 * in its container); below right of the pointer until then (and where nothing is laid out, jsdom).
 */
export function useTooltipPlace(x: number, y: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ x: number; y: number; style: CSSProperties } | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    const container = element?.offsetParent;
    if (!element || !(container instanceof HTMLElement)) return;
    const style = tooltipPlace(
      x,
      y,
      { width: element.offsetWidth, height: element.offsetHeight },
      { width: container.clientWidth, height: container.clientHeight },
    );
    setPlace({ x, y, style });
  }, [x, y]);
  const style: CSSProperties =
    place && place.x === x && place.y === y ? place.style : { left: x + GAP, top: y + GAP };
  return { ref, style };
}
