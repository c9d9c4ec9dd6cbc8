import { createOtherSettingsFormActors } from '../other-settings-form/other-settings-form.actors';
import {
  otherSettingsFormMachine,
  type OtherSettingsFormMachine,
} from '../other-settings-form/other-settings-form.machine';
import { watchFact } from '../shared/fact-watch';
import { createDeploymentApprovalsActors, type OtherSettingsDeps } from './deployment-approvals.actors';
import { deploymentApprovalsMachine, type DeploymentApprovalsMachine } from './deployment-approvals.machine';
import { createReleaseChanges } from './release-changes';

export type { OtherSettingsDeps };

/** The Other Settings tab's two machines, their calls provided and linked to each other. */
export interface OtherSettingsMachines {
  readonly approvals: DeploymentApprovalsMachine;
  readonly form: OtherSettingsFormMachine;
}

const built = new WeakMap<OtherSettingsDeps, OtherSettingsMachines>();

/**
 * The deployment approvals and the settings form with the API calls of `deps`, built once per deps
 * (the screen asks on every mount). A save of the form makes the approvals read again (the server
 * withdrew them); a deployment shows the new production version in the form.
 */
export const otherSettingsMachinesFor = (deps: OtherSettingsDeps): OtherSettingsMachines => {
  const known = built.get(deps);
  if (known) return known;
  const changes = createReleaseChanges();
  const machines: OtherSettingsMachines = {
    approvals: deploymentApprovalsMachine.provide({
      actors: {
        ...createDeploymentApprovalsActors(deps),
        watchSettingsSaved: watchFact({
          source: changes,
          select: (s) => s.saves,
          toEvent: (_saves, previous) =>
            previous === undefined ? null : ({ type: 'release.settingsSaved' } as const),
        }),
      },
      actions: {
        announceDeployed: (_, status) => {
          if (status.lastDeployment) changes.deployed(status.lastDeployment);
        },
      },
    }),
    form: otherSettingsFormMachine.provide({
      actors: {
        ...createOtherSettingsFormActors(deps),
        watchDeployments: watchFact({
          source: changes,
          select: (s) => s.deployment,
          toEvent: (deployment, previous) =>
            previous === undefined || deployment === null
              ? null
              : ({ type: 'release.deployed', version: deployment.version } as const),
        }),
      },
      actions: { announceSaved: () => changes.settingsSaved() },
    }),
  };
  built.set(deps, machines);
  return machines;
};
