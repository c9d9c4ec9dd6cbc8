import { readFileSync } from 'node:fs';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/testing/render';
import { SignatureModal } from './signature-modal.view';

const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save signature' });

const css = readFileSync('src/views/logbook/signature/signature.css', 'utf8');
/** The declarations of a rule (the first with this exact selector), without the comments. */
const rule = (selector: string) => {
  const start = css.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf('}', start)).replace(/\/\*[\s\S]*?\*\//g, '');
};

describe('signature modal', () => {
  // jsdom has no 2D canvas: the pad draws nothing (and jsdom says so for every frame unless asked here).
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('enables the save only after something is drawn, and hands over base64 without a data: prefix', () => {
    // jsdom draws nothing: the canvas answers a fixed PNG.
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iVBORw0KGgo=');
    const onSave = vi.fn<(png: string) => void>();
    renderWithProviders(<SignatureModal open title="Signature" onSave={onSave} onCancel={vi.fn()} />, {
      language: 'en-GB',
    });
    expect(save().disabled).toBe(true);
    const pad = screen.getByTestId('signature-pad');
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 40, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith('iVBORw0KGgo=');
  });

  it('stays disabled while the caller says so (the two confirmations)', () => {
    renderWithProviders(
      <SignatureModal open title="Signature" saveDisabled onSave={vi.fn()} onCancel={vi.fn()} />,
      {
        language: 'en-GB',
      },
    );
    const pad = screen.getByTestId('signature-pad');
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10 });
    fireEvent.pointerUp(pad);
    expect(save().disabled).toBe(true);
  });

  it('signs by typed name without the pad (issue 36): name, password, the name as PNG; a refusal is an alert', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,TkFNRQ==');
    const onSign = vi.fn<(fullName: string, passkey: string, png: string) => void>();
    type Shown = { readonly busy: boolean; readonly error: string | null };
    let show: (next: Shown) => void = () => undefined;
    function Harness() {
      const [shown, setShown] = useState<Shown>({ busy: false, error: null });
      show = setShown;
      return (
        <SignatureModal
          open
          title="Signature"
          onSave={vi.fn()}
          onCancel={vi.fn()}
          byName={{ onSign, ...shown }}
        />
      );
    }
    renderWithProviders(<Harness />, { language: 'en-GB' });
    const alert = screen.queryByRole('alert');
    // Drawing stays the first way (spec); the other is one choice away, a radio for keyboard and reader.
    expect(screen.getByTestId('signature-pad')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Type name' }));
    expect(screen.queryByTestId('signature-pad')).toBeNull();
    const sign = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Sign with name' });
    expect(sign().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('First and last name'), { target: { value: 'Lukas Wagner' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    expect(sign().disabled).toBe(false);
    fireEvent.click(sign());
    expect(onSign).toHaveBeenCalledWith('Lukas Wagner', 'secret', 'TkFNRQ==');
    // While the server checks, the button keeps the focus (aria-disabled, not disabled) and ignores presses.
    act(() => show({ busy: true, error: null }));
    sign().focus();
    fireEvent.click(sign());
    expect(onSign).toHaveBeenCalledTimes(1);
    expect(sign().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(sign());
    act(() => show({ busy: false, error: 'The password is wrong.' }));
    const refusal = screen.getByRole('alert');
    expect(alert === null || refusal === alert).toBe(true);
    expect(refusal.textContent).toBe('The password is wrong.');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toContain(refusal.id);
  });

  it('fits a phone: the responsive class, a scrolling body and a footer with the buttons', () => {
    renderWithProviders(<SignatureModal open title="Signature" onSave={vi.fn()} onCancel={vi.fn()} />, {
      language: 'en-GB',
    });
    const dialog = screen.getByRole('dialog', { name: 'Signature' });
    expect(dialog.classList.contains('signature-modal')).toBe(true);
    // No fixed width from Radix props: the width limits are the stylesheet's.
    expect(dialog.style.width).toBe('');
    const body = dialog.querySelector('.signature-modal-body');
    const footer = dialog.querySelector('.signature-modal-footer');
    expect(body?.contains(screen.getByTestId('signature-pad'))).toBe(true);
    expect(within(body as HTMLElement).getByRole('button', { name: 'Clear' })).toBeTruthy();
    expect(
      within(footer as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Save signature']);

    // At most 768 px, and never wider or taller than the window less its margins; the body scrolls.
    const modal = rule('.rt-BaseDialogContent.signature-modal');
    expect(modal).toContain('max-width: min(768px, calc(100vw - 2 * var(--signature-modal-margin)));');
    expect(modal).toContain('max-height: calc(100dvh - 2 * var(--signature-modal-margin));');
    expect(modal).toContain('flex-direction: column;');
    expect(rule('.signature-modal-body')).toContain('overflow-y: auto;');
    expect(rule('.signature-modal-body')).toContain('min-height: 0;');
    expect(rule('.signature-modal-footer')).toContain('flex: none;');
    // Footer buttons wrap onto a second line rather than leave the modal.
    expect(footer?.className).toMatch(/rt-r-fw-wrap/);
    // The pad is scaled to the frame, keeping its 3 : 1 shape (never cropped).
    expect(rule('.signature-pad')).toMatch(/width: 100%;[\s\S]*height: auto;[\s\S]*aspect-ratio: 3 \/ 1;/);
    // Touch screens: fingertip-sized targets.
    expect(css).toMatch(
      /@media \(pointer: coarse\) \{\s*\.signature-modal \.rt-Button \{\s*min-height: 44px;/,
    );
  });
});
