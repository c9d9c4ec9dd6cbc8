import { render, waitFor } from '@testing-library/react';
import { useRef, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { needsOwnTabStop, useScrollRegionTabStop } from './use-scroll-region-tab-stop';

/** jsdom lays nothing out: the region's content is `content` px tall in a box of 100 px. */
const sized = (region: HTMLElement, content: number): HTMLElement => {
  Object.defineProperty(region, 'clientHeight', { configurable: true, value: 100 });
  Object.defineProperty(region, 'scrollHeight', { configurable: true, get: () => content });
  Object.defineProperty(region, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(region, 'scrollWidth', { configurable: true, value: 300 });
  return region;
};

const regionOf = (html: string, content: number): HTMLElement => {
  const region = document.createElement('main');
  region.innerHTML = html;
  return sized(region, content);
};

describe('a scrolling region without anything tabbable becomes a tab stop (issue 36, WCAG 2.1.1)', () => {
  it.each([
    ['a long text', '<p>text</p>', 400, true],
    [
      'only disabled fields',
      '<input disabled><button disabled>Save</button><select disabled></select>',
      400,
      true,
    ],
    [
      'controls in a disabled fieldset',
      '<fieldset disabled><legend>Fuel</legend><button role="switch">On</button><input type="range"></fieldset>',
      400,
      true,
    ],
    [
      'a control in the legend of a disabled fieldset (not disabled)',
      '<fieldset disabled><legend><button>Help</button></legend><input></fieldset>',
      400,
      false,
    ],
    ['controls taken out of the tab order', '<button tabindex="-1">A</button><a>no link</a>', 400, true],
    ['controls behind an inert part', '<div inert><button>A</button></div>', 400, true],
    [
      'a slider thumb (no form control) in a disabled fieldset',
      '<fieldset disabled><span role="slider" tabindex="0"></span></fieldset>',
      400,
      true,
    ],
    [
      'nested: the inner legend of a fieldset inside a disabled one',
      '<fieldset disabled><fieldset><legend><span tabindex="0">?</span></legend></fieldset></fieldset>',
      400,
      true,
    ],
    ['controls of a hidden panel', '<div hidden><button>A</button><a href="/x">x</a></div>', 400, true],
    ['a field to start from', '<input disabled><input>', 400, false],
    ['a link', '<a href="/x">x</a>', 400, false],
    ['an element in the tab order', '<div tabindex="0">list</div>', 400, false],
    ['content that fits', '<p>text</p>', 100, false],
    ['content a pixel taller (rounding)', '<p>text</p>', 101, false],
  ])('%s', (_name, html, content, expected) => {
    expect(needsOwnTabStop(regionOf(html, content))).toBe(expected);
  });

  function Region({ disabled, children }: { disabled: boolean; children?: ReactNode }) {
    const ref = useRef<HTMLElement>(null);
    useScrollRegionTabStop(ref, -1);
    return (
      <main
        ref={(element) => {
          ref.current = element && sized(element, 400);
        }}
        tabIndex={-1}
        data-testid="region"
      >
        <input aria-label="Limit" disabled={disabled} />
        {children}
      </main>
    );
  }

  it('follows its content: a tab stop while its only field is disabled, back to -1 when enabled', async () => {
    const { getByTestId, rerender } = render(<Region disabled />);
    const region = getByTestId('region');
    await waitFor(() => expect(region.tabIndex).toBe(0));
    rerender(<Region disabled={false} />);
    await waitFor(() => expect(region.tabIndex).toBe(-1));
    rerender(
      <Region disabled>
        <p>more</p>
      </Region>,
    );
    await waitFor(() => expect(region.tabIndex).toBe(0));
  });
});
