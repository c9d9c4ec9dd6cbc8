import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  FIXTURE_DELIVERIES,
  FIXTURE_SECRET,
  FIXTURE_WEBHOOK,
} from '../../machines/administration/webhook-editor.fixtures';
import { renderWithProviders } from '../shared/testing/render';
import { pageOf } from './administration.fixtures';
import { WebhookDeliveriesView, type WebhookDeliveriesViewProps } from './webhook-deliveries.view';
import { WebhookSecretView } from './webhook-secret.view';

const props = (over: Partial<WebhookDeliveriesViewProps> = {}): WebhookDeliveriesViewProps => ({
  ...pageOf(FIXTURE_DELIVERIES),
  onPage: vi.fn(),
  onPageSize: vi.fn(),
  onRetry: vi.fn(),
  url: FIXTURE_WEBHOOK.url,
  saving: false,
  pendingKey: null,
  saveFailure: null,
  onResend: vi.fn(),
  onRefresh: vi.fn(),
  onClose: vi.fn(),
  ...over,
});
const rowOf = (messageId: number) => {
  const row = document.querySelector<HTMLElement>(`tr[data-row="${messageId}"]`);
  if (!row) throw new Error(`No row ${messageId}`);
  return row;
};

describe('an endpoint’s deliveries', () => {
  it('shows status, answer code, error and times (organisation zone), and "Send again" only on the given-up one', () => {
    const p = props();
    renderWithProviders(<WebhookDeliveriesView {...p} />, { language: 'en-GB' });
    expect(screen.getByRole('dialog', { name: `Deliveries to ${FIXTURE_WEBHOOK.url}` })).toBeTruthy();
    const waiting = rowOf(31);
    expect(within(waiting).getByText('Waiting')).toBeTruthy();
    expect(waiting.textContent).toContain('23.11.2026 09:40'); // 08:40 UTC in Berlin
    expect(waiting.textContent).toContain('503');
    expect(waiting.textContent).toContain('The receiver answered 503');
    expect(waiting.textContent).toContain('23.11.2026 09:46');
    const delivered = rowOf(30);
    expect(within(delivered).getByText('Delivered')).toBeTruthy();
    expect(within(delivered).getByText('webhook.test')).toBeTruthy();
    expect(delivered.textContent).toContain('204');
    const failed = rowOf(29);
    expect(within(failed).getByText('Given up')).toBeTruthy();
    expect(failed.textContent).toContain('18');
    expect(failed.textContent).toContain('Connection refused');
    const resend = screen.getAllByRole('button', { name: /^Send again – message / });
    expect(resend).toHaveLength(1);
    expect(within(failed).getByRole('button', { name: 'Send again – message msg_2pQx5' })).toBe(resend[0]);
    fireEvent.click(resend[0]!);
    expect(p.onResend).toHaveBeenCalledWith(29);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(p.onRefresh).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(p.onClose).toHaveBeenCalledOnce();
  });

  it('holds "Send again" while a resend runs and shows a refused one in its row, in German', () => {
    renderWithProviders(
      <WebhookDeliveriesView
        {...props({ saving: true, pendingKey: '29', saveFailure: 'Das geht im aktuellen Zustand nicht.' })}
      />,
      { language: 'de-DE' },
    );
    const failed = rowOf(29);
    expect(within(failed).getByText('Aufgegeben')).toBeTruthy();
    const resend = within(failed).getByRole<HTMLButtonElement>('button', {
      name: 'Erneut senden – Nachricht msg_2pQx5',
    });
    expect(resend.disabled).toBe(true);
    expect(within(failed).getByRole('alert').textContent).toBe('Das geht im aktuellen Zustand nicht.');
    expect(within(rowOf(30)).getByText('Zugestellt')).toBeTruthy();
  });
});

describe('a new endpoint’s signing secret', () => {
  it('shows the secret with what to do with it, and closes on request', () => {
    const onDismiss = vi.fn();
    renderWithProviders(
      <WebhookSecretView
        secret={{ url: FIXTURE_WEBHOOK.url, secret: FIXTURE_SECRET }}
        onDismiss={onDismiss}
      />,
      { language: 'en-GB' },
    );
    const dialog = screen.getByRole('dialog', { name: 'Signing secret — shown once' });
    expect(within(dialog).getByText(FIXTURE_SECRET)).toBeTruthy();
    expect(dialog.textContent).toContain('Copy it to the receiving system now');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('shows nothing without a secret', () => {
    renderWithProviders(<WebhookSecretView secret={null} onDismiss={vi.fn()} />, { language: 'de-DE' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
