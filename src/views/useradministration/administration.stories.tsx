import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AdminConsoleView, type AdminConsoleViewProps } from './admin-console.view';
import { AuditLogView } from './audit-log.view';
import { DeviceKeysView } from './device-keys.view';
import {
  FIXTURE_AUDIT,
  FIXTURE_BACKUP_FILES,
  FIXTURE_DEVICES,
  FIXTURE_TRANSLATIONS,
  FIXTURE_UNKNOWN_DEVICES,
  FIXTURE_USERS,
  FIXTURE_VEHICLE_WINDOWS,
  FIXTURE_WEBHOOK_VEHICLE_NAMES,
  pageOf,
} from './administration.fixtures';
import { LanguageFilesView } from './language-files.view';
import { RailationAdminView } from './railation-admin.view';
import { FIXTURE_RAILATION_PLACES } from './railation-admin.fixtures';
import { TranslationsView } from './translations.view';
import { UserVehiclesView } from './user-vehicles.view';
import { UnknownDevicesView } from './unknown-devices.view';
import { UsersView } from './users.view';
import {
  FIXTURE_WEBHOOK,
  FIXTURE_WEBHOOK_DISABLED,
} from '../../machines/administration/webhook-editor.fixtures';
import { WebhooksView } from './webhooks.view';

const paging = { onPage: fn(), onPageSize: fn(), onRetry: fn() };
const tableProps = { saving: false, pendingKey: null, saveFailure: null, savedKey: null };
/** The device table of the stories: its rows, paging, nothing being saved. */
const deviceTable = {
  ...pageOf(FIXTURE_DEVICES),
  ...paging,
  saving: false,
  pendingKey: null,
  saveFailure: null,
};

const base: AdminConsoleViewProps = {
  status: 'allowed',
  tab: 'users',
  testingGate: false,
  onSelectTab: fn(),
  onStartTesting: fn(),
  onRetry: fn(),
  tabs: {
    users: () => (
      <UsersView
        {...pageOf(FIXTURE_USERS)}
        {...paging}
        search={{ value: '', onChange: fn() }}
        onOpenVehicles={fn()}
      />
    ),
    translations: () => (
      <>
        <LanguageFilesView
          readOnly={false}
          backups={FIXTURE_BACKUP_FILES}
          backupsFailed={false}
          busy={false}
          notice={{ kind: 'restored' }}
          onDeploy={fn()}
          onRestore={fn()}
          onDismiss={fn()}
        />
        <TranslationsView
          {...pageOf(FIXTURE_TRANSLATIONS)}
          {...paging}
          {...tableProps}
          readOnly={false}
          onSave={fn()}
          onDismissFailure={fn()}
        />
      </>
    ),
    otherSettings: () => null,
    deviceKeys: () => (
      <>
        <UnknownDevicesView {...pageOf(FIXTURE_UNKNOWN_DEVICES)} {...paging} pickedKey={null} onPick={fn()} />
        <DeviceKeysView {...deviceTable} issued={null} onAction={fn()} onCloseIssued={fn()} />
      </>
    ),
    webhooks: () => (
      <WebhooksView
        {...pageOf([FIXTURE_WEBHOOK, FIXTURE_WEBHOOK_DISABLED])}
        {...paging}
        search={{ value: '', onChange: fn() }}
        saving={false}
        pendingKey={null}
        saveFailure={null}
        vehicleNames={FIXTURE_WEBHOOK_VEHICLE_NAMES}
        onAdd={fn()}
        onEdit={fn()}
        onDeliveries={fn()}
        onAction={fn()}
      />
    ),
    railation: () => (
      <RailationAdminView
        {...pageOf(FIXTURE_RAILATION_PLACES)}
        {...paging}
        search={{ value: '', onChange: fn() }}
        importing={false}
        notice={{ kind: 'imported', created: 2, replaced: 1 }}
        onImport={fn()}
        onDismiss={fn()}
        saving={false}
        pendingKey={null}
        saveFailure={null}
        onDelete={fn()}
        onAdd={fn()}
        onEdit={fn()}
      />
    ),
    auditLog: () => <AuditLogView {...pageOf(FIXTURE_AUDIT)} {...paging} />,
  },
};

const meta = {
  title: 'Administration/Console',
  component: AdminConsoleView,
  args: base,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminConsoleView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The permission check runs: a loader. */
export const Checking: Story = { args: { status: 'checking' } };

/** The server refused: "Unauthorised User". */
export const Unauthorised: Story = { args: { status: 'refused' } };

/** The check failed (no connection): retry. */
export const CheckFailed: Story = { args: { status: 'failed' } };

/** Staging: the user tab waits for "Start Testing". */
export const StartTesting: Story = { args: { testingGate: true } };

/** The users of the organisation. */
export const Users: Story = {};

/** Site Translation with a staged edit and a restore that completed. */
export const Translations: Story = { args: { tab: 'translations' } };

/** Device keys: the unknown trackers first, then a key, a vehicle without a device, a Teltonika box. */
export const DeviceKeys: Story = { args: { tab: 'deviceKeys' } };

/** Webhooks: the organisation's endpoints (more states in Administration/Webhooks). */
export const Webhooks: Story = { args: { tab: 'webhooks' } };

/** Railation: an import that landed, the places below (more states in Administration/Railation). */
export const Railation: Story = { args: { tab: 'railation' } };

/** The audit log. */
export const AuditLog: Story = { args: { tab: 'auditLog' } };

/** One user's vehicle windows, one limited, one failed save. */
export const UserVehicles: StoryObj<typeof UserVehiclesView> = {
  render: () => (
    <UserVehiclesView
      {...pageOf(FIXTURE_VEHICLE_WINDOWS)}
      {...paging}
      userName="guest"
      pendingKey="109"
      saving={false}
      saveFailure="Invalid input in the field endDate."
      savedKey={null}
      onSave={fn()}
    />
  ),
};

/** A key just issued: shown once. */
export const IssuedKey: StoryObj<typeof DeviceKeysView> = {
  render: () => (
    <DeviceKeysView
      {...deviceTable}
      issued={{ vehicleName: 'DE 18 – 4185 011', key: 'dk_LY4Tq0m3h1X7cS9vB2nK8pW5zR4yA6dE' }}
      onAction={fn()}
      onCloseIssued={fn()}
    />
  ),
};

/** An unknown Teltonika box chosen: every vehicle without a working device offers to take it. */
export const TrackerChosen: StoryObj<typeof DeviceKeysView> = {
  render: () => (
    <>
      <UnknownDevicesView
        {...pageOf(FIXTURE_UNKNOWN_DEVICES)}
        {...paging}
        pickedKey="teltonika:356307042441013"
        onPick={fn()}
      />
      <DeviceKeysView
        {...deviceTable}
        issued={null}
        onAction={fn()}
        onCloseIssued={fn()}
        picked={FIXTURE_UNKNOWN_DEVICES[0]!}
        onCancelPick={fn()}
      />
    </>
  ),
};
