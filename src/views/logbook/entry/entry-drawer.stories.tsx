import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createEntryDrawerMachine } from '../../../machines/logbook/entry/entry-drawer-machine';
import {
  FIXTURE_NOW,
  completeForm,
  entryWithOpenDefects,
  finalizedEntry,
  fixtureEntry,
  invalidForm,
} from '../../../machines/logbook/entry/entry.fixtures';
import { formFromEntry } from '../../../machines/logbook/entry/entry-form.rules';
import { unreadableValue } from '../../shared/date-time/date-time-text';
import { EntryDrawerScreen } from './entry-drawer.screen';
import { EntryDrawerServicesProvider } from './entry-drawer.services';
import { EntryDrawerView, type EntryDrawerViewProps } from './entry-drawer.view';
import { EntryModals } from './entry-modals.view';
import { createFakeEntryGateway } from './entry-fake-gateway';

const meta = {
  title: 'Logbook/Entry drawer',
  component: EntryDrawerView,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    vehicleName: 'V 100 Lisa',
    phase: 'editable',
    status: 'newEntry',
    createdBy: null,
    form: completeForm(),
    onChange: fn(),
    issues: [],
    a1: { lastA1: new Date(FIXTURE_NOW - 30 * 3_600_000).toISOString(), required: true },
    referenceFixed: false,
    nowMs: FIXTURE_NOW,
    busy: null,
    can: { save: true, finalize: true, delete: false },
    comments: null,
    signatureUrl: null,
    onSave: fn(),
    onFinalize: fn(),
    onDelete: fn(),
    onClose: fn(),
    onRecreate: fn(),
    onRetry: fn(),
    onDownload: fn(),
  },
} satisfies Meta<typeof EntryDrawerView>;

export default meta;
type Story = StoryObj<typeof meta>;

const draft = {
  status: 'created',
  form: formFromEntry(fixtureEntry()),
  createdBy: { name: 'Dora Driver', date: '22.11.2026 07:00' },
  referenceFixed: true,
  can: { save: true, finalize: true, delete: true },
} satisfies Partial<EntryDrawerViewProps>;

/** A new entry: empty form, the A1 banner says one is required. */
export const NewEntry: Story = {
  args: { form: { ...completeForm(), vehicleState: invalidForm().vehicleState } },
};

/** The same in English: the date-time fields still read DD.MM.YYYY HH:mm (spec 000 §10). */
export const NewEntryEnglish: Story = { ...NewEntry, globals: { locale: 'en-GB' } };

/** Date-time text that could not be read (an A1 time typed as 31.02.): kept and named under the field. */
const unreadableA1 = (() => {
  const form = completeForm();
  return {
    form: {
      ...form,
      inspections: {
        ...form.inspections,
        inspectionPerformedTimestamp_A1: unreadableValue('31.02.2026 07:05'),
      },
    },
  };
})();
export const UnreadableTime: Story = { args: unreadableA1 };
export const UnreadableTimeEnglish: Story = { args: unreadableA1, globals: { locale: 'en-GB' } };

/** A stored draft (status created, shown as started): editable, deletable. */
export const Draft: Story = { args: draft };

/** A finalised entry: read-only with its signature, PDF download and the Comments tab. */
export const FinalizedReadOnly: Story = {
  args: {
    phase: 'readOnly',
    status: 'finalized',
    form: formFromEntry(finalizedEntry),
    createdBy: { name: 'Dora Driver', date: '22.11.2026 07:00' },
    signatureUrl:
      'data:image/svg+xml;utf8,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120"><path d="M20 80 C60 10 90 110 140 50 S220 90 330 40" stroke="black" fill="none" stroke-width="3"/></svg>',
      ),
    comments: { count: 2, content: null },
  },
};

/** A save refused: every problem under the header as "section > field message". */
export const ValidationErrors: Story = {
  args: {
    form: invalidForm(),
    issues: [
      { section: 'header', field: 'referenceLocation', rule: 'required' },
      { section: 'vehicleState', field: 'mileage_km', rule: 'max:1000000' },
      { section: 'inspections', field: 'inspectionPerformedTimestamp_A1', rule: 'future' },
      { section: 'stoppage', field: 'vehicleLocation', rule: 'maxLength:50' },
    ],
  },
};

/** The A1 banner when no A1 was ever recorded. */
export const A1NeverRecorded: Story = { args: { a1: { lastA1: null, required: true } } };

/** The A1 banner when the last A1 is recent (not required yet). */
export const A1NotRequired: Story = {
  args: { a1: { lastA1: new Date(FIXTURE_NOW - 3 * 3_600_000).toISOString(), required: false } },
};

/** A draft with a stoppage (open: no end time) and defects; open the Stoppage tab. */
export const WithStoppage: Story = {
  args: {
    ...draft,
    form: {
      ...formFromEntry(fixtureEntry()),
      hasDefects: true,
      defects: {
        description: 'Left headlight broken',
        measuresDescription: 'Reported to workshop',
        state: 'open',
      },
      hasStoppage: true,
      stoppage: {
        startTimestamp: new Date(FIXTURE_NOW - 2 * 3_600_000).toISOString(),
        endTimestamp: '',
        vehicleLocation: 'Mannheim Rbf, track 12',
        trainNumber: 'GM 48211',
        trainWeight_t: '1450',
        state: 'open',
        lastOperationMode: 'remote_control',
        wasAuxiliaryVehicleUsed: false,
        errorCodesDescription: 'E-204',
        description: 'Engine stopped while shunting',
        measuresDescription: '',
        remarks: '',
        affectedComponents: ['engine', 'fuel_system'],
      },
    },
  },
};

export const Loading: Story = { args: { phase: 'loading' } };
export const LoadFailed: Story = { args: { phase: 'loadFailed', status: 'error' } };
/** The server no longer knows the entry: recreate. */
/** A save the device refused for lack of space (issue 8): the form keeps the changes, the drawer says why. */
export const StorageFull: Story = { args: { ...draft, storageFull: true } };

/**
 * Saved while a sync ran (spec 001 §4 Save outcomes): "sync in progress" while the status is checked
 * every 1 s; then the snackbar says saved, saved locally or the error.
 */
const syncing = {
  ...draft,
  status: 'unSynced',
  busy: 'syncing',
  can: { save: false, finalize: false, delete: false },
} satisfies Partial<EntryDrawerViewProps>;
export const SyncInProgress: Story = { args: syncing };
export const SyncInProgressEnglish: Story = { args: syncing, globals: { locale: 'en-GB' } };

export const UnknownEntry: Story = { args: { ...draft, phase: 'unknown', status: 'unknownEntry' } };

const modal = (which: 'confirmDelete' | 'confirmClose' | 'defectNotice'): Story => ({
  args: {
    ...draft,
    children: <EntryModals modal={which} busy={false} onConfirm={fn()} onCancel={fn()} />,
  },
});
export const ConfirmDelete = modal('confirmDelete');
export const UnsavedChanges = modal('confirmClose');
export const DefectNotice = modal('defectNotice');

/** The whole screen on an in-memory gateway: a new entry that carries open defects (notice after 300 ms). */
export const ScreenNewEntryWithDefects: Story = {
  render: () => {
    const { gateway } = createFakeEntryGateway({ newest: entryWithOpenDefects, lastA1: null });
    const services = { entryDrawerMachine: createEntryDrawerMachine(gateway, () => undefined) };
    return (
      <EntryDrawerServicesProvider value={services}>
        <EntryDrawerScreen
          organisationId="org-rail-1"
          vehicleId={101}
          vehicleName="V 100 Lisa"
          entryId={null}
          open
          onClose={fn()}
        />
      </EntryDrawerServicesProvider>
    );
  },
};
