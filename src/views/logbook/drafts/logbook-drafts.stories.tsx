import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fixturePage } from '../../../machines/logbook/list/logbook-list.fixtures';
import { storyPageArgs, storyTable } from '../list/logbook-page.fixtures';
import { LogbookDraftsView } from './logbook-drafts.view';

const page = fixturePage(1, 18, 15);
const table = storyTable({
  caption: 'Offene Einträge',
  entries: page.items.map((e) => ({ ...e, header: { ...e.header, status: 'created' as const } })),
});

const meta = {
  title: 'Logbook/Drafts',
  component: LogbookDraftsView,
  parameters: { layout: 'fullscreen' },
  args: {
    ...storyPageArgs({ title: 'Offene Einträge', table: table(), totalPages: 2 }),
    lastSyncedAt: Date.UTC(2026, 10, 22, 11, 45),
    sync: { online: true, running: false, pendingCount: 0, onSync: fn() },
    timeZone: 'Europe/Berlin',
    onDeleteSelected: fn(),
    deleteDialog: { open: false, count: 0, onConfirm: fn(), onCancel: fn() },
  },
} satisfies Meta<typeof LogbookDraftsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open entries, 15 a page, with the last-synced time. */
export const OpenEntries: Story = {};

const entryIds = page.items.map((e) => e.header.logbookEntryId);

/** Work waiting on the device: rows saved locally, one syncing, one refused; the pending count. */
export const DeviceWork: Story = {
  args: {
    sync: { online: true, running: true, pendingCount: 3, onSync: fn() },
    table: table({
      deviceStates: new Map([
        [entryIds[0] ?? '', { state: 'savedLocally', lastResult: null }],
        [entryIds[1] ?? '', { state: 'syncing', lastResult: null }],
        [entryIds[2] ?? '', { state: 'error', lastResult: { resultCode: 'err_validation', status: 400 } }],
      ]),
    }),
  },
};

/** A phone (414 px): the open entries as cards, where they stand on the device under their status. */
export const PhoneCards: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { ...DeviceWork.args },
};

/** Offline: the Synchronise button is disabled, the work waits. */
export const Offline: Story = {
  args: { sync: { online: false, running: false, pendingCount: 2, onSync: fn() } },
};

/** Two selected: delete enabled. */
export const Selected: Story = {
  args: { selectedCount: 2, table: table({ isSelected: (id) => id.endsWith('01') || id.endsWith('02') }) },
};

/** The confirm-delete dialog. */
export const ConfirmDelete: Story = {
  args: { selectedCount: 2, deleteDialog: { open: true, count: 2, onConfirm: fn(), onCancel: fn() } },
};

/** Deleted: the result snackbar. */
export const Deleted: Story = {
  args: { snackbar: { message: 'Einträge gelöscht', tone: 'success', onDismiss: fn() } },
};

/** The conflict rule after a sync (held by the sync notice machine): the later save was kept. */
export const ConflictOverwritten: Story = {
  args: {
    snackbar: {
      message:
        'Dieser Entwurf wurde auch auf einem anderen Gerät geändert; Ihre spätere Speicherung wurde übernommen.',
      tone: 'info',
      onDismiss: fn(),
    },
  },
};

/** A delete refused: finalised entries cannot be deleted. */
export const DeleteRefused: Story = {
  args: {
    snackbar: {
      message: 'Abgeschlossene Einträge können nicht gelöscht werden.',
      tone: 'error',
      onDismiss: fn(),
    },
  },
};

/** Not fetched yet, no create right. */
export const NotSynced: Story = {
  args: { lastSyncedAt: null, canCreate: false, spinner: true, table: table({ entries: [], empty: null }) },
};

/** No open entries. */
export const Empty: Story = { args: { totalPages: 0, table: table({ entries: [] }) } };

/** The fetch failed. */
export const Failed: Story = { args: { failed: true, table: table({ entries: [], empty: null }) } };
