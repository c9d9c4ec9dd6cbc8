import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  FIXTURE_CREATED_WEBHOOK,
  FIXTURE_DELIVERIES,
  FIXTURE_SECRET,
  FIXTURE_WEBHOOK,
  FIXTURE_WEBHOOK_DISABLED,
} from '../../machines/administration/webhook-editor.fixtures';
import {
  emptyWebhookDraft,
  validateWebhookDraft,
  webhookDraftOf,
} from '../../machines/administration/webhook-form.rules';
import { FIXTURE_WEBHOOK_VEHICLE_NAMES, FIXTURE_WEBHOOK_VEHICLES, pageOf } from './administration.fixtures';
import { WebhookDeliveriesView } from './webhook-deliveries.view';
import { WebhookEditorView, type WebhookEditorViewProps } from './webhook-editor.view';
import { WebhookSecretView } from './webhook-secret.view';
import { WebhooksView, type WebhooksViewProps } from './webhooks.view';

const paging = { onPage: fn(), onPageSize: fn(), onRetry: fn() };

const base: WebhooksViewProps = {
  ...pageOf([FIXTURE_WEBHOOK, FIXTURE_WEBHOOK_DISABLED]),
  ...paging,
  search: { value: '', onChange: fn() },
  saving: false,
  pendingKey: null,
  saveFailure: null,
  vehicleNames: FIXTURE_WEBHOOK_VEHICLE_NAMES,
  onAdd: fn(),
  onEdit: fn(),
  onDeliveries: fn(),
  onAction: fn(),
};

const editor: WebhookEditorViewProps = {
  status: 'editing',
  isNew: false,
  draft: webhookDraftOf(FIXTURE_WEBHOOK),
  errors: {},
  saveFailure: null,
  vehicles: FIXTURE_WEBHOOK_VEHICLES,
  onChange: fn(),
  onToggleType: fn(),
  onSelectAllTypes: fn(),
  onSetAllVehicles: fn(),
  onToggleVehicle: fn(),
  onSetEnabled: fn(),
  onSave: fn(),
  onCancel: fn(),
};

const badDraft = { ...emptyWebhookDraft(), url: 'dispo.example.net', types: [], allVehicles: false };

const meta = {
  title: 'Administration/Webhooks',
  component: WebhooksView,
  args: base,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WebhooksView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two endpoints: one for two vehicles with deliveries waiting and given up, one disabled for all. */
export const Endpoints: Story = {};

/** No endpoint yet. */
export const Empty: Story = { args: { ...pageOf([]) } };

/** A test event was queued for the first endpoint; disabling the second failed. */
export const AfterActions: Story = {
  args: {
    items: [{ ...FIXTURE_WEBHOOK, pending: 2, testSent: true }, FIXTURE_WEBHOOK_DISABLED],
    pendingKey: '8',
    saveFailure: 'No connection to the server.',
  },
};

/** The first endpoint was deleted: its row says so until the next load. */
export const Removed: Story = {
  args: { items: [{ ...FIXTURE_WEBHOOK, deleted: true }, FIXTURE_WEBHOOK_DISABLED] },
};

/** A stored endpoint in the form. */
export const EditorEditing: StoryObj<typeof WebhookEditorView> = {
  render: () => <WebhookEditorView {...editor} />,
};

/** "Add endpoint": every type and every vehicle, only the URL to fill in. */
export const EditorNew: StoryObj<typeof WebhookEditorView> = {
  render: () => <WebhookEditorView {...editor} isNew draft={emptyWebhookDraft()} />,
};

/** Save pressed with problems: a URL without http(s), no type, no vehicle. */
export const EditorProblems: StoryObj<typeof WebhookEditorView> = {
  render: () => (
    <WebhookEditorView {...editor} isNew draft={badDraft} errors={validateWebhookDraft(badDraft)} />
  ),
};

/** The server refused a vehicle: the failure above the buttons, the vehicles marked. */
export const EditorRefused: StoryObj<typeof WebhookEditorView> = {
  render: () => (
    <WebhookEditorView
      {...editor}
      errors={{ vehicles: 'rejected' }}
      saveFailure="Invalid input in the field vehicleIds.1."
    />
  ),
};

/** The save is on its way. */
export const EditorSaving: StoryObj<typeof WebhookEditorView> = {
  render: () => <WebhookEditorView {...editor} status="saving" />,
};

/** A new endpoint's signing secret, shown once. */
export const SecretShown: StoryObj<typeof WebhookSecretView> = {
  render: () => (
    <WebhookSecretView
      secret={{ url: FIXTURE_CREATED_WEBHOOK.url, secret: FIXTURE_SECRET }}
      onDismiss={fn()}
    />
  ),
};

/** An endpoint's deliveries: waiting for a retry, delivered, given up (send again). */
export const Deliveries: StoryObj<typeof WebhookDeliveriesView> = {
  render: () => (
    <WebhookDeliveriesView
      {...pageOf(FIXTURE_DELIVERIES)}
      {...paging}
      url={FIXTURE_WEBHOOK.url}
      saving={false}
      pendingKey="29"
      saveFailure="Not possible in the current state."
      onResend={fn()}
      onRefresh={fn()}
      onClose={fn()}
    />
  ),
};
