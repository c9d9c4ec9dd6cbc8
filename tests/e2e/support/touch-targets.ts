import type { Page } from 'playwright-core';

/**
 * The controls on screen that a finger cannot hit with 44 × 44 CSS px (issue 28 §1; WCAG 2.5.5):
 * buttons, links, fields, tabs, switches, checkboxes, radios and menu items that are visible in the
 * window. A control's target is its box, or the hit area its `::after` draws around a small glyph
 * (checkboxes, switches: src/views/shared/touch-targets.css), for a radio its labelled row, for a
 * text input its field's frame.
 * Links inside running text are not targets of their own (WCAG's inline exception), nor are
 * visually hidden inputs (a file picker behind its button).
 */
export const smallTouchTargets = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const MIN = 44;
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="menuitem"], [role="combobox"]';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') continue;
      let width = box.width;
      let height = box.height;
      const after = getComputedStyle(element, '::after');
      if (after.content !== 'none' && after.position === 'absolute') {
        width = Math.max(width, parseFloat(after.width) || 0);
        height = Math.max(height, parseFloat(after.height) || 0);
      }
      // A radio's labelled row; a text field's frame (its input sits inside the border).
      const row = element.closest('.rt-RadioGroupItem, .rt-TextFieldRoot');
      if (row) {
        const rowBox = row.getBoundingClientRect();
        width = Math.max(width, rowBox.width);
        height = Math.max(height, rowBox.height);
      }
      if (width + 0.5 < MIN || height + 0.5 < MIN) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(width)}×${Math.round(height)}`);
      }
    }
    return small;
  });
