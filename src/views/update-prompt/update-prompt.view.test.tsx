import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_LOCKED_MESSAGE } from '../../machines/update-prompt/update-prompt.fixtures';
import { renderWithProviders } from '../shared/testing/render';
import { UpdatePrompt, type UpdatePromptProps } from './update-prompt.view';

const message = FIXTURE_LOCKED_MESSAGE.userMsg;
const props = (over: Partial<UpdatePromptProps> = {}): UpdatePromptProps => ({
  updateShown: false,
  refreshing: false,
  message: null,
  detailsOpen: false,
  dismissDisabled: false,
  onLater: vi.fn(),
  onRefresh: vi.fn(),
  onDismiss: vi.fn(),
  onOpenDetails: vi.fn(),
  onCloseDetails: vi.fn(),
  ...over,
});

describe('the update and message prompts', () => {
  it('shows nothing when there is nothing to tell', () => {
    renderWithProviders(<UpdatePrompt {...props()} />, { language: 'en-GB' });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('the update prompt: Later and Refresh, in German and English', () => {
    const p = props({ updateShown: true });
    renderWithProviders(<UpdatePrompt {...p} />, { language: 'de-DE' });
    const prompt = screen.getByRole('region', { name: 'Neue Version' });
    expect(within(prompt).getByText('Eine neue Version des Portals ist verfügbar.')).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Später' }));
    fireEvent.click(within(prompt).getByRole('button', { name: 'Aktualisieren' }));
    expect(p.onLater).toHaveBeenCalledOnce();
    expect(p.onRefresh).toHaveBeenCalledOnce();
  });

  it('refreshing: says so and Later is off', () => {
    renderWithProviders(<UpdatePrompt {...props({ updateShown: true, refreshing: true })} />, {
      language: 'en-GB',
    });
    expect(screen.getByText('Loading the new version…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Later' })).toHaveProperty('disabled', true);
  });

  it('the message in the interface language, with Details and Dismiss', () => {
    const p = props({ message });
    renderWithProviders(<UpdatePrompt {...p} />, { language: 'en-GB' });
    const prompt = screen.getByRole('region', { name: 'Message from the administration' });
    expect(within(prompt).getByTestId('message-prompt-text').textContent).toBe(message?.en);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Dismiss' }));
    fireEvent.click(within(prompt).getByRole('button', { name: 'Details' }));
    expect(p.onDismiss).toHaveBeenCalledOnce();
    expect(p.onOpenDetails).toHaveBeenCalledOnce();
  });

  it('disable-dismiss: no Dismiss; the details show the whole text and Close closes them', async () => {
    const p = props({ message, dismissDisabled: true, detailsOpen: true });
    renderWithProviders(<UpdatePrompt {...p} />, { language: 'de-DE' });
    expect(screen.queryByRole('button', { name: 'Ausblenden' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Mitteilung der Administration' });
    expect(within(dialog).getByText(message?.de ?? '')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(p.onCloseDetails).toHaveBeenCalledOnce();
  });
});
