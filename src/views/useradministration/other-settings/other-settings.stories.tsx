import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  FIXTURE_DEPLOYED,
  FIXTURE_NONE_APPROVED,
  FIXTURE_OPERATOR_APPROVED,
} from '../../../machines/deployment-approvals/deployment-approvals.fixtures';
import { otherSettingsViewProps } from './other-settings-view.fixtures';
import { OtherSettingsView, type OtherSettingsViewProps } from './other-settings.view';

const base = otherSettingsViewProps();

const meta = {
  title: 'Administration/Other Settings',
  component: OtherSettingsView,
  args: {
    ...base,
    settings: { ...base.settings, onSave: fn(), onRetry: fn() },
    deployment: { ...base.deployment, onApprove: fn(), onDeploy: fn(), onRefresh: fn(), onRetry: fn() },
    outcome: { outcome: null, onRetry: fn(), onDismiss: fn() },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OtherSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const variant = (change: (props: OtherSettingsViewProps) => OtherSettingsViewProps) => change(meta.args);

/** Staging, a prepared message, both approvals: Deploy is enabled. */
export const ReadyToDeploy: Story = {};

/** Nothing checked yet: "Update version" waits for version change, suggest refresh or show message. */
export const NothingChecked: Story = {
  args: variant((p) => {
    const fresh = otherSettingsViewProps({ fresh: true });
    return { ...p, settings: { ...fresh.settings, canSave: false } };
  }),
};

/** The operator's admin: major and minor read-only; only the operator checkbox is its own. */
export const OperatorAdmin: Story = {
  args: variant((p) => ({
    ...p,
    settings: {
      ...p.settings,
      version: {
        ...p.settings.version,
        form: { ...p.settings.version.form, versionChange: true },
        editable: { major: false, minor: false, bugFix: true },
        majorMinorLocked: true,
      },
    },
    deployment: {
      ...p.deployment,
      role: 'operator_admin',
      status: FIXTURE_OPERATOR_APPROVED,
      mayDeploy: false,
    },
  })),
};

/** Problems in the form: a version part that is not an integer, a missing English text. */
export const WithProblems: Story = {
  args: variant((p) => ({
    ...p,
    settings: {
      ...p.settings,
      canSave: false,
      version: {
        ...p.settings.version,
        form: {
          ...p.settings.version.form,
          versionChange: true,
          version: { major: '1', minor: '3', bugFix: '1.5' },
        },
        editable: { major: true, minor: true, bugFix: true },
        problems: { bugFix: 'notInteger' },
      },
      interaction: {
        ...p.settings.interaction,
        form: { ...p.settings.interaction.form, message: { ...p.settings.interaction.form.message, en: '' } },
        problems: { messageEn: 'required' },
      },
    },
  })),
};

/** No approvals yet: Deploy is disabled and says why. */
export const NoApprovals: Story = {
  args: variant((p) => ({
    ...p,
    deployment: { ...p.deployment, status: FIXTURE_NONE_APPROVED, mayDeploy: false },
  })),
};

/** Deploying. */
export const Deploying: Story = {
  args: variant((p) => ({
    ...p,
    deployment: { ...p.deployment, deploying: true, mayDeploy: false, mayApprove: false },
  })),
};

/** Deployed: "Files were successfully updated"; both approvals withdrawn. */
export const Deployed: Story = {
  args: variant((p) => ({
    ...p,
    deployment: { ...p.deployment, status: FIXTURE_DEPLOYED, mayDeploy: false },
    outcome: { ...p.outcome, outcome: { kind: 'deployed' } },
  })),
};

/** The deployment failed: "Fail to copy", with a retry. */
export const DeployFailed: Story = {
  args: variant((p) => ({
    ...p,
    outcome: { ...p.outcome, outcome: { kind: 'deployFailed', reason: 'conflict' } },
  })),
};

/** The settings could not be read. */
export const LoadFailed: Story = {
  args: variant((p) => ({
    ...p,
    settings: { ...p.settings, loadFailed: true },
    deployment: { ...p.deployment, status: null, loadFailed: true },
  })),
};

/** Loading. */
export const Loading: Story = {
  args: variant((p) => ({
    ...p,
    settings: { ...p.settings, loading: true },
    deployment: { ...p.deployment, status: null, loading: true },
  })),
};

/** Production: the notice, everything read-only. */
export const Production: Story = {
  args: variant((p) => {
    const production = otherSettingsViewProps({ production: true });
    return {
      ...p,
      production: true,
      settings: production.settings,
      deployment: { ...production.deployment, onApprove: p.deployment.onApprove },
    };
  }),
};

/** In English. */
export const English: Story = { globals: { locale: 'en-GB' } };
