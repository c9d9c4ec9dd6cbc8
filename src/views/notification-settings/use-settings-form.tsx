import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import {
  selectManyChoices,
  selectSettingsVehicle,
  settingsFormMachineFor,
} from '../../machines/notifications/settings-form-machines';
import {
  changedRows,
  formIssues,
  selectAllState,
  visibleChoices,
} from '../../machines/notifications/settings-form.rules';
import { todayAt } from '../../machines/period/period.rules';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../shared/use-media-query';
import type { AppServices } from '../shared/app-services';
import type { SettingsStatusProps } from './notification-settings.view';
import { SettingsManyDrawerView } from './settings-many-drawer.view';
import type { SettingsOutcome } from './settings-outcome';
import { SaveFailureView, type SettingsPanelViewProps } from './settings-panel.view';

/**
 * One settings form actor (per page or drawer) over the app's calls and vehicle selection, and the
 * props of the views that show it. The machine follows the selected vehicle by itself.
 */
export const useSettingsForm = (services: AppServices) => {
  const { selection } = services.fleet;
  const isDemoUser = useSelector(services.session, (s) => s.context.account?.isDemoUser ?? false);
  // Today at the form's start: the first day a date range may start.
  const [today] = useState(() => todayAt(Date.now()));
  // The reporting deps carry the API client, the token and the selection: all the form needs.
  const form = useActorRef(settingsFormMachineFor(services.reporting), {
    input: {
      isDemoUser,
      vehicle: selectSettingsVehicle(selection.getSnapshot()),
      today,
    },
  });
  const vehicle = useSelector(form, (s) => s.context.vehicle);
  const rows = useSelector(form, (s) => s.context.rows);
  const issues = useMemo(() => formIssues(rows), [rows]);
  const loading = useSelector(form, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(form, (s) => s.hasTag('loadFailed'));
  const saving = useSelector(form, (s) => s.hasTag('saving'));
  const pickVehicle = useSelector(form, (s) => s.hasTag('pickVehicle'));
  const canSave = useSelector(form, (s) => s.can({ type: 'user.save' }));
  const canOpenMany = useSelector(form, (s) => s.can({ type: 'user.openMany', choices: [] }));
  const canSaveMany = useSelector(form, (s) => s.can({ type: 'user.saveMany' }));
  const manyOpen = useSelector(form, (s) => s.hasTag('many'));
  const choices = useSelector(form, (s) => s.context.choices);
  const selected = useSelector(form, (s) => s.context.selected);
  const filter = useSelector(form, (s) => s.context.filter);
  const failure = useSelector(form, (s) => s.context.saveFailure);
  const savedCount = useSelector(form, (s) => (s.hasTag('saved') ? s.context.savedCount : null));
  const savedPeriod = useSelector(form, (s) => s.context.savedPeriod);
  const period = useSelector(form, (s) => s.context.period);
  const nothingChanged = useSelector(
    form,
    (s) => s.context.period !== null && changedRows(s.context).length === 0,
  );
  const temporary = useSelector(form, (s) => s.context.temporary);
  const removingId = useSelector(form, (s) => (s.hasTag('removing') ? s.context.removingId : null));
  const canRemove = useSelector(
    form,
    (s) =>
      !s.context.isDemoUser &&
      s.matches({ form: 'loaded', many: 'closed' }) &&
      !s.hasTag('saving') &&
      !s.hasTag('removing') &&
      !s.hasTag('pickVehicle'),
  );
  const outcome: SettingsOutcome =
    failure !== null
      ? { kind: 'failed', failure }
      : savedCount !== null
        ? { kind: 'saved', count: savedCount, period: savedPeriod }
        : null;
  const dismiss = () => form.send({ type: 'user.dismiss' });

  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const status: SettingsStatusProps = {
    vehicleName: vehicle?.name ?? null,
    vehicleChoice: narrow ? 'drawer' : 'panel',
    loading,
    loadFailed,
    onRetry: () => form.send({ type: 'user.retry' }),
  };
  const panel: SettingsPanelViewProps = {
    rows,
    issues,
    disabled: loading || loadFailed || saving,
    isDemoUser,
    invalid: Object.keys(issues).length > 0,
    // Without a vehicle Save opens the dialog; demo users and invalid limits keep it disabled.
    canSave: canSave && !saving,
    canApplyToMany: canOpenMany && !loading && !loadFailed,
    saving: saving && !manyOpen,
    outcome: manyOpen ? null : outcome,
    pickVehicle,
    onToggle: (label, status) => form.send({ type: 'user.toggleRule', label, status }),
    onLimit: (label, field, value) => form.send({ type: 'user.editLimit', label, field, value }),
    onSave: () => form.send({ type: 'user.save' }),
    onApplyToMany: () =>
      form.send({ type: 'user.openMany', choices: selectManyChoices(selection.getSnapshot()) }),
    onDismiss: dismiss,
    temporary: {
      items: temporary,
      canRemove,
      removingId,
      onRemove: (id) => form.send({ type: 'user.removeTemporary', id }),
    },
  };
  const drawer = (
    <SettingsManyDrawerView
      open={manyOpen}
      vehicles={visibleChoices({ choices, filter })}
      offeredCount={choices.length}
      selected={new Set(selected)}
      selectAll={selectAllState({ choices, filter, selected })}
      filter={filter}
      canSave={canSaveMany && !saving}
      saving={saving}
      failure={failure !== null && <SaveFailureView failure={failure} onDismiss={dismiss} />}
      onToggle={(vehicleId) => form.send({ type: 'user.toggleVehicle', vehicleId })}
      onSelectAll={(all) => form.send({ type: 'user.selectAll', selected: all })}
      onFilter={(text) => form.send({ type: 'user.filterVehicles', text })}
      onSave={() => form.send({ type: 'user.saveMany' })}
      onClose={() => form.send({ type: 'user.closeMany' })}
      period={period}
      today={today}
      onPeriod={(next) => form.send({ type: 'user.setPeriod', period: next })}
      nothingChanged={nothingChanged}
    />
  );
  return { status, panel, drawer };
};
