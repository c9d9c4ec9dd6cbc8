import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FIXTURE_IMPORT_ISSUES } from '../../machines/administration/railation-import.fixtures';
import { pageOf } from './administration.fixtures';
import { RailationAdminView, type RailationAdminViewProps } from './railation-admin.view';
import { FIXTURE_MANY_ISSUES, FIXTURE_RAILATION_PLACES } from './railation-admin.fixtures';

const base: RailationAdminViewProps = {
  ...pageOf(FIXTURE_RAILATION_PLACES),
  search: { value: '', onChange: fn() },
  onPage: fn(),
  onPageSize: fn(),
  onRetry: fn(),
  importing: false,
  notice: null,
  onImport: fn(),
  onDismiss: fn(),
  saving: false,
  pendingKey: null,
  saveFailure: null,
  onDelete: fn(),
  onAdd: fn(),
  onEdit: fn(),
};

const meta = {
  title: 'Administration/Railation',
  component: RailationAdminView,
  args: base,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RailationAdminView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No places in the directory yet. */
export const Empty: Story = { args: pageOf([]) };

/** Places with their categories; one just removed. */
export const WithRows: Story = {};

/** A file is being imported. */
export const Importing: Story = { args: { importing: true } };

/** The import landed. */
export const ImportResult: Story = { args: { notice: { kind: 'imported', created: 2, replaced: 1 } } };

/** A file with bad rows: nothing imported, each row named. */
export const ImportFailure: Story = {
  args: {
    notice: {
      kind: 'failed',
      reason: 'Invalid input in the field line 3: lat.',
      issues: FIXTURE_IMPORT_ISSUES,
    },
  },
};

/** More bad rows than the card lists. */
export const ImportFailureManyIssues: Story = {
  args: {
    notice: {
      kind: 'failed',
      reason: 'Invalid input in the field line 2: lat.',
      issues: FIXTURE_MANY_ISSUES,
    },
  },
};

/** No connection: the failure without a list. */
export const ImportOffline: Story = {
  args: { notice: { kind: 'failed', reason: 'No connection to the server.', issues: [] } },
};

/** A delete running, and one that failed. */
export const Deleting: Story = { args: { saving: true, pendingKey: 'p12' } };
export const DeleteFailed: Story = { args: { pendingKey: 'p301', saveFailure: 'Not found.' } };
