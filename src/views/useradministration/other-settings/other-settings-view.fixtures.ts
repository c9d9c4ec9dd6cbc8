import type { DeploymentStatus } from '../../../api/contract';
import { FIXTURE_BOTH_APPROVED } from '../../../machines/deployment-approvals/deployment-approvals.fixtures';
import {
  FIXTURE_FRESH,
  FIXTURE_NOW,
  FIXTURE_PREPARED_MESSAGE,
  FIXTURE_TIME_ZONE,
} from '../../../machines/other-settings-form/other-settings-form.fixtures';
import { formOf } from '../../../machines/other-settings-form/other-settings-form.rules';
import type { OtherSettingsViewProps } from './other-settings.view';

const noop = () => {};

/**
 * View props for stories and tests: the administrator on staging with a prepared message and both
 * approvals; callbacks do nothing (stories and tests replace the ones they watch).
 */
export const otherSettingsViewProps = (
  over: {
    readonly production?: boolean;
    readonly status?: DeploymentStatus | null;
    readonly fresh?: boolean;
  } = {},
): OtherSettingsViewProps => {
  const loaded = over.fresh ? FIXTURE_FRESH : FIXTURE_PREPARED_MESSAGE;
  const production = over.production ?? false;
  return {
    production,
    settings: {
      loading: false,
      loadFailed: false,
      saving: false,
      canSave: !production,
      nothingChecked: over.fresh ?? false,
      readOnly: production,
      version: {
        production: loaded.versions.production,
        form: formOf(loaded, FIXTURE_NOW, FIXTURE_TIME_ZONE),
        problems: {},
        locked: production,
        editable: { major: false, minor: false, bugFix: false },
        majorMinorLocked: false,
        onVersionChange: noop,
        onVersionEdit: noop,
      },
      interaction: {
        form: formOf(loaded, FIXTURE_NOW, FIXTURE_TIME_ZONE),
        problems: {},
        locked: production,
        checkable: {
          suggestReload: !production,
          showMessage: !production,
          msgIsDependent: !production,
          isDisableDismissButton: !production,
        },
        timeZone: FIXTURE_TIME_ZONE,
        minStart: '2026-11-23T09:55',
        onFlag: noop,
        onMessage: noop,
        onStart: noop,
        onEnd: noop,
      },
      onSave: noop,
      onRetry: noop,
    },
    deployment: {
      status: over.status === undefined ? FIXTURE_BOTH_APPROVED : over.status,
      role: 'administrator',
      loading: false,
      loadFailed: false,
      approving: false,
      deploying: false,
      mayApprove: !production,
      mayDeploy: !production,
      onApprove: noop,
      onDeploy: noop,
      onRefresh: noop,
      onRetry: noop,
    },
    outcome: { outcome: null, onRetry: noop, onDismiss: noop },
  };
};
