import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/testing/render';
import { SignatureModal } from './signature-modal.view';

const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save signature' });

describe('signature modal', () => {
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
});
