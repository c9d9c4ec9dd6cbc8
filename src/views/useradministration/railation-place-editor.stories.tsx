import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FIXTURE_EDITED_PLACE } from '../../machines/administration/railation-place-editor.fixtures';
import { draftOf, emptyDraft, validateDraft } from '../../machines/administration/railation-place-form.rules';
import { RailationPlaceEditorView, type RailationPlaceEditorViewProps } from './railation-place-editor.view';

const base: RailationPlaceEditorViewProps = {
  status: 'editing',
  isNew: false,
  draft: draftOf(FIXTURE_EDITED_PLACE),
  errors: {},
  loadFailure: null,
  saveFailure: null,
  onChange: fn(),
  onToggleCategory: fn(),
  onSave: fn(),
  onCancel: fn(),
  onRetry: fn(),
};

const badDraft = { ...emptyDraft(), name: 'Werkstatt Süd', lat: '91', lng: '11,58', website: 'example.org' };

const meta = {
  title: 'Administration/Railation place editor',
  component: RailationPlaceEditorView,
  args: base,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RailationPlaceEditorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Edit" pressed: the place is being loaded. */
export const Loading: Story = { args: { status: 'loading', draft: emptyDraft() } };

/** A stored place in the form. */
export const Editing: Story = {};

/** "Add place": an empty form. */
export const New: Story = { args: { isNew: true, draft: emptyDraft() } };

/** Save pressed with problems: each shows under its field. */
export const ErrorsShown: Story = {
  args: { isNew: true, draft: badDraft, errors: validateDraft(badDraft) },
};

/** The save is on its way: both buttons wait. */
export const Saving: Story = { args: { status: 'saving' } };

/** The server refused a field: the failure above the buttons, the field marked. */
export const SaveFailed: Story = {
  args: { saveFailure: 'Invalid input in the field lat.', errors: { lat: 'rejected' } },
};

/** The place could not be loaded: retry or cancel. */
export const LoadFailed: Story = {
  args: { status: 'loadFailed', draft: emptyDraft(), loadFailure: 'No connection to the server.' },
};
