import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import {
  ADMIN_LIMITS,
  ORGANISATION_TIME_ZONE,
  type ApproverRole,
  type PortalEnvironment,
} from '../../../api/contract';
import {
  otherSettingsMachinesFor,
  type OtherSettingsDeps,
} from '../../../machines/deployment-approvals/other-settings-machines';
import { wallTimeOf } from '../../../machines/other-settings-form/interaction-time';
import {
  anyChecked,
  settingsProblems,
} from '../../../machines/other-settings-form/other-settings-form.rules';
import {
  VERSION_PARTS,
  type InteractionFlag,
} from '../../../machines/other-settings-form/other-settings-form.types';
import { failureReason, type OtherSettingsOutcome } from './other-settings-outcome';
import { OtherSettingsView } from './other-settings.view';

/** Per key whether its character in `bits` is '1' (selectors return the flags as one string). */
const bitsOf = <K extends string>(keys: readonly K[], bits: string): Record<K, boolean> =>
  Object.fromEntries(keys.map((key, i) => [key, bits[i] === '1'])) as Record<K, boolean>;

const FLAGS: readonly InteractionFlag[] = [
  'suggestReload',
  'showMessage',
  'msgIsDependent',
  'isDisableDismissButton',
];

export interface OtherSettingsScreenProps {
  /** The API client and the access token (any `{ api, getAccessToken }`, e.g. `services.profile`). */
  readonly deps: OtherSettingsDeps;
  /** The caller's role (the permission check's `myUserRole`; the console admits only these two). */
  readonly role: ApproverRole;
  /** Where the installation runs (the permission check's `environment`); production is read-only. */
  readonly environment: PortalEnvironment;
  /** The zone the form's times are written in; the organisation's (Europe/Berlin) by default. */
  readonly timeZone?: string;
}

/**
 * The Other Settings tab: runs the deployment approvals and the settings form machines (built once
 * per deps, linked to each other) and hands their state to the view. Mount it afresh (a `key`) when
 * role or environment change.
 */
export function OtherSettingsScreen({ deps, role, environment, timeZone }: OtherSettingsScreenProps) {
  const machines = otherSettingsMachinesFor(deps);
  const zone = timeZone ?? ORGANISATION_TIME_ZONE;
  const approvals = useActorRef(machines.approvals, { input: { role, environment } });
  const form = useActorRef(machines.form, { input: { role, environment, timeZone: zone } });

  const status = useSelector(approvals, (s) => s.context.status);
  const approvalFailure = useSelector(approvals, (s) => s.context.failure?.failure ?? null);
  const approvalsLoading = useSelector(approvals, (s) => s.hasTag('loading'));
  const approvalsLoadFailed = useSelector(approvals, (s) => s.hasTag('loadFailed'));
  const approving = useSelector(approvals, (s) => s.hasTag('approving'));
  const deploying = useSelector(approvals, (s) => s.hasTag('deploying'));
  const deploymentOutcome = useSelector(approvals, (s) =>
    s.hasTag('deployed')
      ? 'deployed'
      : s.hasTag('deployFailed')
        ? 'deployFailed'
        : s.hasTag('approveFailed')
          ? 'approveFailed'
          : null,
  );
  const mayApprove = useSelector(approvals, (s) => {
    const own = s.context.status?.deploymentStatus[role].status;
    return own !== undefined && s.can({ type: 'user.setApproval', role, approved: !own });
  });
  const mayDeploy = useSelector(approvals, (s) => s.can({ type: 'user.deploy' }));

  const context = useSelector(form, (s) => s.context);
  const formLoadFailed = useSelector(form, (s) => s.hasTag('loadFailed'));
  const saving = useSelector(form, (s) => s.hasTag('saving'));
  const formOutcome = useSelector(form, (s) =>
    s.hasTag('saved') ? 'saved' : s.hasTag('saveFailed') ? 'saveFailed' : null,
  );
  const canSave = useSelector(form, (s) => s.can({ type: 'user.save' }));
  // One string per group, so the selectors return values that compare equal when nothing changed.
  const checkable = useSelector(form, (s) =>
    FLAGS.map((flag) => (s.can({ type: 'user.setFlag', flag, checked: true }) ? '1' : '0')).join(''),
  );
  const editable = useSelector(form, (s) =>
    VERSION_PARTS.map((part) => (s.can({ type: 'user.editVersion', part, value: '' }) ? '1' : '0')).join(''),
  );

  const now = useClock();
  const problems = settingsProblems(context, now);
  const production = environment === 'production';
  const locked = production || saving || context.loaded === null;
  const outcome: OtherSettingsOutcome =
    deploymentOutcome === 'deployed'
      ? { kind: 'deployed' }
      : deploymentOutcome !== null
        ? { kind: deploymentOutcome, reason: failureReason(approvalFailure) }
        : formOutcome === 'saved'
          ? { kind: 'saved' }
          : formOutcome === 'saveFailed'
            ? { kind: 'saveFailed', reason: failureReason(context.failure?.failure) }
            : null;
  const outcomeActor = deploymentOutcome !== null ? approvals : form;

  return (
    <OtherSettingsView
      production={production}
      settings={{
        loading: context.loaded === null && !formLoadFailed,
        loadFailed: formLoadFailed,
        saving,
        canSave,
        nothingChecked: !anyChecked(context.form),
        readOnly: production,
        version: {
          production: context.loaded?.versions.production ?? null,
          form: context.form,
          problems,
          locked,
          editable: bitsOf(VERSION_PARTS, editable),
          majorMinorLocked: role !== 'administrator',
          onVersionChange: (checked) => form.send({ type: 'user.setVersionChange', checked }),
          onVersionEdit: (part, value) => form.send({ type: 'user.editVersion', part, value }),
        },
        interaction: {
          form: context.form,
          problems,
          locked,
          checkable: bitsOf(FLAGS, checkable),
          timeZone: zone,
          minStart: wallTimeOf(now - ADMIN_LIMITS.startGraceMs, zone),
          onFlag: (flag, checked) => form.send({ type: 'user.setFlag', flag, checked }),
          onMessage: (language, text) => form.send({ type: 'user.editMessage', language, text }),
          onStart: (value) => form.send({ type: 'user.editStart', value }),
          onEnd: (value) => form.send({ type: 'user.editEnd', value }),
        },
        onSave: () => form.send({ type: 'user.save' }),
        onRetry: () => form.send({ type: 'user.retry' }),
      }}
      deployment={{
        status,
        role,
        loading: approvalsLoading,
        loadFailed: approvalsLoadFailed,
        approving,
        deploying,
        mayApprove,
        mayDeploy,
        onApprove: (approved) => approvals.send({ type: 'user.setApproval', role, approved }),
        onDeploy: () => approvals.send({ type: 'user.deploy' }),
        onRefresh: () => approvals.send({ type: 'user.refresh' }),
        onRetry: () => approvals.send({ type: 'user.retry' }),
      }}
      outcome={{
        outcome,
        onRetry: () => outcomeActor.send({ type: 'user.retry' }),
        onDismiss: () => outcomeActor.send({ type: 'user.dismiss' }),
      }}
    />
  );
}

/** The clock the problems are told with (a start in the past), read again every 30 s. */
function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
