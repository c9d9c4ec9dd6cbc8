import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AccessRights } from '../../../api/contract';
import { ApiCallError } from '../../../api/api-failure';
import {
  FIXTURE_ENTRY_ID,
  FIXTURE_SIGNATURE_PNG,
  fixtureComments,
} from '../../../machines/logbook/comments/comments.fixtures';
import type { SendCommentRequest } from '../../../machines/logbook/comments/comments.actors';
import { renderWithProviders } from '../../shared/testing/render';
import { EntryCommentsScreen } from './entry-comments.screen';
import { CommentServices, fakeCommentServices, type FakeCommentCalls } from './entry-comments.testing';

// C2's modal draws on a canvas (none in jsdom): a stand-in that "draws" a fixed PNG with a data: prefix.
vi.mock('../signature/signature-modal.view', () => ({
  SignatureModal: (props: { open: boolean; onSave: (png: string) => void; onCancel: () => void }) =>
    props.open ? (
      <div role="dialog">
        <button onClick={() => props.onSave(`data:image/png;base64,${FIXTURE_SIGNATURE_PNG}`)}>
          draw-and-save
        </button>
        <button onClick={props.onCancel}>cancel-signature</button>
      </div>
    ) : null,
}));

const ALL: AccessRights = { 'logbook_entries/comments': { canRead: true, canCreate: true } };

const renderScreen = (
  calls: FakeCommentCalls,
  rights: AccessRights = ALL,
  entryHasDefects = true,
  language: 'de-DE' | 'en-GB' = 'en-GB',
) => {
  const onCommented = vi.fn();
  const services = fakeCommentServices(rights, calls);
  renderWithProviders(
    <CommentServices services={services}>
      <EntryCommentsScreen
        organisationId="org-1"
        entryId={FIXTURE_ENTRY_ID}
        entryHasDefects={entryHasDefects}
        onCommented={onCommented}
      />
    </CommentServices>,
    { language },
  );
  return { onCommented };
};

describe('EntryCommentsScreen', () => {
  it('lists the comments with author, time, remarks, state chip and signature', async () => {
    renderScreen({
      loadComments: async () => fixtureComments,
      loadSignatures: async () => ({
        '11111111-1111-4111-8111-111111111111': 'blob:one',
        '22222222-2222-4222-8222-222222222222': null,
      }),
    });
    const items = await screen.findAllByTestId('entry-comment');
    expect(items).toHaveLength(3);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('Max Weber')).toBeTruthy();
    expect(first.getByText('19.11.2026 17:05')).toBeTruthy();
    expect(first.getByText('Open')).toBeTruthy();
    await waitFor(() => expect(first.getByRole('img').getAttribute('src')).toBe('blob:one'));
    // A failed image shows the default one.
    expect(
      within(items[1] as HTMLElement)
        .getByRole('img')
        .hasAttribute('data-default'),
    ).toBe(true);
    expect(within(items[2] as HTMLElement).getByText('No remarks')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('None')).toBeTruthy();
  });

  it('shows a failed list with its status in the snackbar', async () => {
    renderScreen({
      loadComments: async () => {
        throw new ApiCallError({ _tag: 'HttpError', status: 500, body: null, retryAfterSeconds: null });
      },
    });
    expect((await screen.findByTestId('comments-list-snackbar')).textContent).toContain(
      'Something went wrong (500)',
    );
    expect(screen.getByTestId('comments-failed')).toBeTruthy();
  });

  it('without the read right lists nothing; without the create right shows no form', async () => {
    const loadComments = vi.fn(async () => []);
    renderScreen({ loadComments }, { 'logbook_entries/comments': { canRead: false, canCreate: true } });
    expect(screen.getByTestId('comments-no-read-right')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign and send' })).toBeTruthy();
    expect(loadComments).not.toHaveBeenCalled();
  });

  it('shows nothing of the form without the create right', async () => {
    renderScreen(
      { loadComments: async () => [] },
      { 'logbook_entries/comments': { canRead: true, canCreate: false } },
    );
    expect(await screen.findByTestId('comments-empty')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign and send' })).toBeNull();
  });

  it('on an entry with defects asks for remarks and a state before signing (German messages)', async () => {
    renderScreen({ loadComments: async () => [] }, ALL, true, 'de-DE');
    fireEvent.click(screen.getByRole('button', { name: 'Unterschreiben und senden' }));
    expect((await screen.findByTestId('issue-remarks')).textContent).toContain(
      'Bitte geben Sie eine Bemerkung ein',
    );
    expect(screen.getByTestId('issue-newEntryState').textContent).toContain('Eintragsstatus');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signs and sends the comment, then reloads the list and tells the parent', async () => {
    const sent: SendCommentRequest[] = [];
    const loadComments = vi.fn(async () => fixtureComments.slice(0, 1));
    const { onCommented } = renderScreen({
      loadComments,
      loadSignatures: async () => ({}),
      sendComment: async (request) => {
        sent.push(request);
        return { resourceId: FIXTURE_ENTRY_ID };
      },
    });
    await screen.findAllByTestId('entry-comment');
    fireEvent.change(screen.getByRole('textbox', { name: /Remarks/ }), { target: { value: 'Fixed it' } });
    expect(screen.getByText('8 / 4000 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Resolved' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mark all prior defects as resolved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
    fireEvent.click(await screen.findByRole('button', { name: 'draw-and-save' }));
    expect((await screen.findByTestId('comment-form-snackbar')).textContent).toContain('Comment saved');
    expect(sent[0]?.comment).toEqual({
      remarks: 'Fixed it',
      newEntryState: 'resolved',
      resolveAllPriorDefects: true,
      signatureImage: FIXTURE_SIGNATURE_PNG,
    });
    expect(onCommented).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(loadComments).toHaveBeenCalledTimes(2));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Remarks/ }).value).toBe('');
  });

  it('a failed send keeps the draft and shows "error saving log entry (status)"', async () => {
    renderScreen(
      {
        loadComments: async () => [],
        sendComment: async () => {
          throw new ApiCallError({ _tag: 'HttpError', status: 409, body: null, retryAfterSeconds: null });
        },
      },
      ALL,
      false,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Remarks/ }), { target: { value: 'Seen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
    fireEvent.click(await screen.findByRole('button', { name: 'draw-and-save' }));
    expect((await screen.findByTestId('comment-form-snackbar')).textContent).toContain(
      'Error saving log entry (409)',
    );
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Remarks/ }).value).toBe('Seen');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
