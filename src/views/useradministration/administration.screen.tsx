import { useActorRef, useSelector } from '@xstate/react';
import type { AdminConsoleStatus } from './admin-console.view';
import { administrationMachinesFor } from '../../machines/administration/administration-machines';
import type { AdministrationMachines } from '../../machines/administration/administration-machines';
import type { RouteViewProps } from '../shared/routes';
import { AdminConsoleView } from './admin-console.view';
import { AuditLogView } from './audit-log.view';
import { useAdminTable } from './use-admin-table';
import { UsersTabScreen } from './users-tab.screen';
import { DeviceKeysTabScreen } from './device-keys-tab.screen';
import { OtherSettingsScreen } from './other-settings/other-settings.screen';
import { RailationTabScreen } from './railation-tab.screen';
import { TranslationsTabScreen } from './translations-tab.screen';
import { WebhooksTabScreen } from './webhooks-tab.screen';

function AuditLogTab({ machines }: { readonly machines: AdministrationMachines }) {
  const table = useAdminTable(machines.auditLog, false);
  return <AuditLogView {...table.props} />;
}

/**
 * The /useradministration route: the adminConsole machine decides what shows (loader, Unauthorised User,
 * the tabs); each tab runs its own table or form machines while it is open.
 */
export function AdministrationScreen({ services }: RouteViewProps) {
  const machines = administrationMachinesFor(services.administration);
  const adminConsole = useActorRef(machines.console);
  const status = useSelector(adminConsole, (s): AdminConsoleStatus =>
    s.hasTag('allowed')
      ? 'allowed'
      : s.hasTag('refused')
        ? 'refused'
        : s.hasTag('failed')
          ? 'failed'
          : 'checking',
  );
  const tab = useSelector(adminConsole, (s) => s.context.tab);
  const environment = useSelector(adminConsole, (s) => s.context.environment);
  const role = useSelector(adminConsole, (s) => s.context.role);
  const testingGate = useSelector(adminConsole, (s) => s.hasTag('testingGate'));
  return (
    <AdminConsoleView
      status={status}
      tab={tab}
      testingGate={testingGate}
      onSelectTab={(next) => adminConsole.send({ type: 'user.selectTab', tab: next })}
      onStartTesting={() => adminConsole.send({ type: 'user.startTesting' })}
      onRetry={() => adminConsole.send({ type: 'user.retry' })}
      tabs={{
        users: () => <UsersTabScreen machines={machines} />,
        translations: () => (
          <TranslationsTabScreen machines={machines} production={environment === 'production'} />
        ),
        otherSettings: () =>
          role === 'administrator' || role === 'operator_admin' ? (
            <OtherSettingsScreen
              deps={services.administration}
              role={role}
              environment={environment ?? 'production'}
            />
          ) : null,
        deviceKeys: () => <DeviceKeysTabScreen machines={machines} />,
        webhooks: () => <WebhooksTabScreen machines={machines} selection={services.fleet.selection} />,
        railation: () => <RailationTabScreen machines={machines} />,
        auditLog: () => <AuditLogTab machines={machines} />,
      }}
    />
  );
}
