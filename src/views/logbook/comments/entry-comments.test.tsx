import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixtureComment } from '../../../machines/logbook/comments/comments.fixtures';
import { renderWithProviders } from '../../shared/testing/render';
import { CommentForm, type CommentFormProps } from './comment-form.view';
import { CommentList } from './comment-list.view';
import { CommentSignature } from './comment-signature.view';
import { EntryStateChip } from './entry-state-chip.view';

const formProps = (overrides: Partial<CommentFormProps> = {}): CommentFormProps => ({
  entryHasDefects: true,
  remarks: '',
  newEntryState: null,
  resolveAllPriorDefects: false,
  issues: {},
  signing: false,
  sending: false,
  onRemarksChange: vi.fn(),
  onEntryStateChange: vi.fn(),
  onResolveAllChange: vi.fn(),
  onSign: vi.fn(),
  onCancelSignature: vi.fn(),
  onSaveSignature: vi.fn(),
  ...overrides,
});

describe('comment views', () => {
  it('labels entry states none, open, resolved and anything else STATE NOT SET', () => {
    renderWithProviders(
      <>
        <EntryStateChip state={null} />
        <EntryStateChip state="open" />
        <EntryStateChip state="resolved" />
        <EntryStateChip state="closed" />
      </>,
    );
    for (const text of ['Kein', 'Offen', 'Behoben', 'STATE NOT SET'])
      expect(screen.getByText(text)).toBeTruthy();
  });

  it('the remarks allow 4000 characters and count them; too many says so', () => {
    renderWithProviders(
      <CommentForm {...formProps({ remarks: 'abc', issues: { remarks: 'maxLength:4000' } })} />,
      { language: 'en-GB' },
    );
    const remarks = screen.getByRole('textbox', { name: /Remarks/ });
    expect(remarks.getAttribute('maxLength')).toBe('4000');
    expect(screen.getByText('3 / 4000 characters')).toBeTruthy();
    expect(screen.getByTestId('issue-remarks').textContent).toBe('At most 4000 characters.');
    expect(remarks.getAttribute('aria-invalid')).toBe('true');
  });

  it('offers resolve-all only while resolved is chosen, and no state without defects', () => {
    const { rerender } = renderWithProviders(<CommentForm {...formProps()} />, { language: 'en-GB' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    rerender(<CommentForm {...formProps({ newEntryState: 'resolved' })} />);
    expect(screen.getByRole('checkbox', { name: 'Mark all prior defects as resolved' })).toBeTruthy();
    rerender(<CommentForm {...formProps({ entryHasDefects: false })} />);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('disables the form while sending', () => {
    const onSign = vi.fn();
    renderWithProviders(<CommentForm {...formProps({ sending: true, onSign })} />, { language: 'en-GB' });
    expect(screen.getByRole('textbox', { name: /Remarks/ }).closest('fieldset')?.disabled).toBe(true);
  });

  it('shows loading, empty and failed lists; the failed one retries', () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithProviders(
      <CommentList status="loading" comments={[]} signatures={{}} onRetry={onRetry} />,
      { language: 'en-GB' },
    );
    expect(screen.getAllByText('Loading comments …').length).toBeGreaterThan(0);
    rerender(<CommentList status="loaded" comments={[]} signatures={{}} onRetry={onRetry} />);
    expect(screen.getByTestId('comments-empty').textContent).toBe('There are no comments on this entry yet.');
    rerender(<CommentList status="failed" comments={[]} signatures={{}} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the time as DD.MM.YYYY HH:mm and the resolve-all note', () => {
    renderWithProviders(
      <CommentList
        status="loaded"
        comments={[fixtureComment({ resolveAllPriorDefects: true })]}
        signatures={{}}
        onRetry={vi.fn()}
        timeZone="UTC"
      />,
      { language: 'en-GB' },
    );
    expect(screen.getByText('20.11.2026 07:45')).toBeTruthy();
    expect(screen.getByText('All prior defects resolved')).toBeTruthy();
  });

  it('falls back to the default image when the signature image fails to show', () => {
    renderWithProviders(<CommentSignature url="blob:gone" name="Erika Mustermann" />, { language: 'en-GB' });
    const image = screen.getByRole('img', { name: 'Signature of Erika Mustermann' });
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Signature not available' }).hasAttribute('data-default')).toBe(
      true,
    );
  });
});
