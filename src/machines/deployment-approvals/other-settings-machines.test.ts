import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  deployApp,
  getDeploymentStatus,
  getUserInteraction,
  getVersionNumbers,
  setUserInteraction,
} from '../../api/contract';
import {
  FIXTURE_FRESH,
  FIXTURE_SAVED,
  FIXTURE_TIME_ZONE,
} from '../other-settings-form/other-settings-form.fixtures';
import {
  FIXTURE_BOTH_APPROVED,
  FIXTURE_DEPLOYED,
  FIXTURE_NONE_APPROVED,
} from './deployment-approvals.fixtures';
import { otherSettingsMachinesFor } from './other-settings-machines';

const settle = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

describe('the Other Settings machines together', () => {
  it('are built once per deps; a save reads the approvals again, a deployment updates production', async () => {
    let approvals = FIXTURE_BOTH_APPROVED;
    const call = vi.fn((endpoint: unknown) => {
      if (endpoint === getDeploymentStatus) return Promise.resolve(approvals);
      if (endpoint === deployApp) return Promise.resolve(FIXTURE_DEPLOYED);
      if (endpoint === getVersionNumbers) return Promise.resolve({ versionNos: FIXTURE_FRESH.versions });
      if (endpoint === getUserInteraction) return Promise.resolve(FIXTURE_FRESH.interaction);
      if (endpoint === setUserInteraction) return Promise.resolve(FIXTURE_SAVED.interaction);
      return Promise.reject(new Error('unexpected'));
    });
    const deps = { api: { call: call as never }, getAccessToken: () => 'access' };
    const machines = otherSettingsMachinesFor(deps);
    expect(otherSettingsMachinesFor(deps)).toBe(machines);
    const input = { role: 'administrator', environment: 'staging' } as const;
    const approvalsActor = createActor(machines.approvals, { input }).start();
    const form = createActor(machines.form, { input: { ...input, timeZone: FIXTURE_TIME_ZONE } }).start();
    await settle();

    approvals = FIXTURE_NONE_APPROVED;
    form.send({ type: 'user.setFlag', flag: 'suggestReload', checked: true });
    form.send({ type: 'user.save' });
    await settle();
    expect(form.getSnapshot().hasTag('saved')).toBe(true);
    expect(approvalsActor.getSnapshot().context.status).toEqual(FIXTURE_NONE_APPROVED);

    approvals = FIXTURE_BOTH_APPROVED;
    approvalsActor.send({ type: 'user.refresh' });
    await settle();
    approvalsActor.send({ type: 'user.deploy' });
    await settle();
    expect(approvalsActor.getSnapshot().hasTag('deployed')).toBe(true);
    expect(form.getSnapshot().context.loaded?.versions.production).toEqual(
      FIXTURE_DEPLOYED.lastDeployment?.version,
    );
    approvalsActor.stop();
    form.stop();
  });
});
