import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_FAQ_DE, FIXTURE_FAQ_EN } from '../../machines/content/content-document.fixtures';
import { renderWithProviders } from '../shared/testing/render';
import { FaqView } from './faq.view';

describe('the FAQ view', () => {
  it('lists the questions in German and opens an answer', async () => {
    renderWithProviders(<FaqView faq={FIXTURE_FAQ_DE} loading={false} failed={false} onRetry={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Häufige Fragen' })).toBeTruthy();
    const question = screen.getByText('Wie melde ich einen Mangel?');
    fireEvent.click(question);
    expect(screen.getByText('Im Bordbuch: Neuer Eintrag, Art „Mangel“.')).toBeTruthy();
  });

  it('shows English texts and offers retry after a failure', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<FaqView faq={FIXTURE_FAQ_EN} loading={false} failed onRetry={onRetry} />, {
      language: 'en-GB',
    });
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('names its loading spinner as a status (a plain span may not carry aria-label)', async () => {
    renderWithProviders(<FaqView faq={null} loading failed={false} onRetry={vi.fn()} />, {
      language: 'en-GB',
    });
    expect(await screen.findByRole('status', { name: 'Loading the questions …' })).toBeTruthy();
  });
});
