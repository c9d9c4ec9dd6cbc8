import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { AccessRights } from '../../../api/contract';
import { ApiCallError } from '../../../api/api-failure';
import { FIXTURE_ENTRY_ID, fixtureComments } from '../../../machines/logbook/comments/comments.fixtures';
import { CommentForm, type CommentFormProps } from './comment-form.view';
import { CommentList } from './comment-list.view';
import { DEFAULT_SIGNATURE_IMAGE } from './comment-signature.view';
import { EntryCommentsScreen } from './entry-comments.screen';
import { CommentsSnackbarView, EntryCommentsView } from './entry-comments.view';
import { CommentServices, fakeCommentServices, type FakeCommentCalls } from './entry-comments.testing';

const ALL: AccessRights = { 'logbook_entries/comments': { canRead: true, canCreate: true } };
const never = <T,>() => new Promise<T>(() => {});
const SIGNATURES = {
  '11111111-1111-4111-8111-111111111111': DEFAULT_SIGNATURE_IMAGE,
  '22222222-2222-4222-8222-222222222222': null,
};

/** The screen around the real machines with fake calls. */
function Screen({
  calls,
  rights = ALL,
  entryHasDefects = true,
}: {
  readonly calls: FakeCommentCalls;
  readonly rights?: AccessRights;
  readonly entryHasDefects?: boolean;
}) {
  return (
    <CommentServices services={fakeCommentServices(rights, calls)}>
      <div style={{ maxWidth: 760, padding: 24 }}>
        <EntryCommentsScreen
          organisationId="org-1"
          entryId={FIXTURE_ENTRY_ID}
          entryHasDefects={entryHasDefects}
          onCommented={fn()}
        />
      </div>
    </CommentServices>
  );
}

const formProps: CommentFormProps = {
  entryHasDefects: true,
  remarks: '',
  newEntryState: null,
  resolveAllPriorDefects: false,
  issues: {},
  signing: false,
  sending: false,
  onRemarksChange: fn(),
  onEntryStateChange: fn(),
  onResolveAllChange: fn(),
  onSign: fn(),
  onCancelSignature: fn(),
  onSaveSignature: fn(),
};

/** The form with fixed props, below an empty list. */
function FormOnly(props: Partial<CommentFormProps>) {
  return (
    <div style={{ maxWidth: 760, padding: 24 }}>
      <EntryCommentsView
        list={<CommentList status="loaded" comments={[]} signatures={{}} onRetry={fn()} />}
        form={<CommentForm {...formProps} {...props} />}
      />
    </div>
  );
}

const meta = {
  title: 'Logbook/Entry comments',
  component: Screen,
  parameters: { layout: 'fullscreen' },
  args: { calls: { loadComments: () => never() } },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list is loading (it never answers here). */
export const Loading: Story = {};

/** No comments yet; the form for an entry with defects below. */
export const Empty: Story = { args: { calls: { loadComments: async () => [] } } };

/** Three comments (open, resolved, plain); the second one's signature failed: default image. */
export const List: Story = {
  args: { calls: { loadComments: async () => fixtureComments, loadSignatures: async () => SIGNATURES } },
};

/** The list in English, on an entry without defects (no entry state in the form). */
export const ListEnglishNoDefects: Story = {
  globals: { locale: 'en-GB' },
  args: {
    entryHasDefects: false,
    calls: { loadComments: async () => fixtureComments, loadSignatures: async () => SIGNATURES },
  },
};

/** The list failed: the callout with retry and the "generic error label (status)" snackbar. */
export const LoadFailed: Story = {
  args: {
    calls: {
      loadComments: async () => {
        throw new ApiCallError({ _tag: 'HttpError', status: 503, body: null, retryAfterSeconds: null });
      },
    },
  },
};

/** Read right only: no form. */
export const ReadOnly: Story = {
  args: {
    rights: { 'logbook_entries/comments': { canRead: true, canCreate: false } },
    calls: { loadComments: async () => fixtureComments, loadSignatures: async () => SIGNATURES },
  },
};

/** Create right only: no list. */
export const CreateOnly: Story = {
  args: { rights: { 'logbook_entries/comments': { canRead: false, canCreate: true } } },
};

/** A sign attempt with nothing filled in on an entry with defects. */
export const FormInvalid: Story = {
  render: () => <FormOnly issues={{ remarks: 'required', newEntryState: 'required' }} />,
};

/** Too long remarks (the textarea stops at 4000; pasted text can still be checked). */
export const FormTooLong: Story = {
  render: () => <FormOnly remarks={'x'.repeat(4000)} issues={{ remarks: 'maxLength:4000' }} />,
};

/** Resolved chosen: resolve-all-prior-defects is offered. */
export const FormResolved: Story = {
  render: () => <FormOnly remarks="Bremsklötze getauscht." newEntryState="resolved" resolveAllPriorDefects />,
};

/** The signature modal is open. */
export const FormSigning: Story = {
  render: () => <FormOnly remarks="Bremsklötze getauscht." newEntryState="open" signing />,
};

/** The comment is being sent. */
export const FormSending: Story = {
  render: () => <FormOnly remarks="Bremsklötze getauscht." newEntryState="open" sending />,
};

/** The send failed: "error saving log entry (status)". */
export const FormSendFailed: Story = {
  render: () => (
    <>
      <FormOnly remarks="Bremsklötze getauscht." newEntryState="open" />
      <CommentsSnackbarView
        snackbar={{ key: 'labels.errorSavingLogEntry', tone: 'error', status: 409 }}
        onDismiss={fn()}
        testId="snackbar"
      />
    </>
  ),
};

/** Saved: the snackbar labels.commentSaved. */
export const FormSaved: Story = {
  render: () => (
    <>
      <FormOnly />
      <CommentsSnackbarView
        snackbar={{ key: 'labels.commentSaved', tone: 'success', status: null }}
        onDismiss={fn()}
        testId="snackbar"
      />
    </>
  ),
};
