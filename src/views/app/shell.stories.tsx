import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  mayUseAdministration,
  type AccessRights,
  type PersonAccount,
} from '../../api/contract/accounts.contract';
import { PRODUCT_VERSION } from '../shared/app-services';
import type { RouteId } from './app.routes';
import { AccessDeniedView } from './route-views/access-denied.view';
import { NotAvailableView } from './route-views/not-available.view';
import { sideNavItems } from './side-nav/side-nav.entries';
import { ClockView } from './header/clock.view';
import { ShellView, type ShellViewProps } from './shell.view';
import {
  ADMIN,
  ADMIN_RIGHTS,
  DISPATCHER,
  DISPATCHER_RIGHTS,
  DRIVER,
  DRIVER_RIGHTS,
  GUEST_RIGHTS,
} from '../shared/testing/fixtures';
import { navWidth } from './ui-preferences';
import { NO_SELECT_ALL } from '../../machines/fleet/fleet.types';
import { selectListedVehicles, selectStatusCounters } from '../../machines/fleet/vehicle-selection.types';
import { FLEET, selectionContext } from '../shared/fleet/testing/fleet-fixtures';
import { VehiclePanelView } from '../vehicle-panel/vehicle-panel.view';

interface ShellStoryOptions {
  readonly route?: RouteId;
  readonly expanded?: boolean;
  readonly offline?: boolean;
  readonly devTools?: boolean;
  readonly unsavedLogbookItems?: boolean;
}

/** Shell props for an account, as the shell screen would derive them. */
const shellProps = (account: PersonAccount, accessRights: AccessRights, options: ShellStoryOptions = {}) => {
  const route = options.route ?? 'dashboard';
  const expanded = options.expanded ?? true;
  return {
    offline: options.offline ?? false,
    header: {
      clock: <ClockView now={Date.UTC(2026, 2, 5, 13, 7)} timeZone="Europe/Berlin" />,
      appLinks: {
        home: 'https://www.example.com/',
        parts: 'https://parts.example.com/',
        liveIot: 'https://iot.example.com/',
      },
      devTools: options.devTools
        ? { enabled: false, onEnabledChange: fn(), zoom: 1 as const, onZoomChange: fn(), onHardReload: fn() }
        : null,
      user: {
        displayName: account.displayName,
        accountName: account.accountName,
        avatarUrl: null,
        language: 'de-DE' as const,
        onLanguageChange: fn(),
        organisations: account.organisations,
        activeOrganisationId: account.activeOrganisationId,
        onSwitchOrganisation: fn(),
        canOpenProfile: true,
        onOpenProfile: fn(),
        canOpenAdministration: mayUseAdministration(account.role),
        onOpenAdministration: fn(),
        onOpenFaq: fn(),
        onOpenSuppliers: fn(),
        onLogout: fn(),
        busy: false,
        version: PRODUCT_VERSION,
      },
    },
    nav: {
      items: sideNavItems({
        route,
        accessRights,
        hasUnsavedLogbookItems: options.unsavedLogbookItems ?? false,
      }),
      activeId: route,
      expanded,
      onExpandedChange: fn(),
      width: navWidth(expanded, 1),
    },
    children: <NotAvailableView route={route} />,
  } satisfies ShellViewProps;
};

const meta = {
  title: 'Shell/App shell',
  component: ShellView,
  args: shellProps(DISPATCHER, DISPATCHER_RIGHTS),
  // The header's language follows the toolbar's language.
  render: (args, { globals }) => (
    <ShellView
      {...args}
      header={{
        ...args.header,
        user: { ...args.header.user, language: globals['locale'] === 'en-GB' ? 'en-GB' : 'de-DE' },
      }}
    />
  ),
} satisfies Meta<typeof ShellView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dispatcher: Story = {};

export const Driver: Story = {
  args: shellProps(DRIVER, DRIVER_RIGHTS, { route: 'logbook-all-entries', unsavedLogbookItems: true }),
  parameters: { path: '/logbook-all-entries' },
};

export const AdminWithTwoOrganisations: Story = { args: shellProps(ADMIN, ADMIN_RIGHTS, { devTools: true }) };

export const Collapsed: Story = { args: shellProps(DISPATCHER, DISPATCHER_RIGHTS, { expanded: false }) };

export const Offline: Story = { args: shellProps(DISPATCHER, DISPATCHER_RIGHTS, { offline: true }) };

export const ProfileMenu: Story = {
  args: shellProps(DISPATCHER, DISPATCHER_RIGHTS, { route: 'profile' }),
  parameters: { path: '/profile' },
};

export const AccessDenied: Story = {
  args: {
    ...shellProps(DISPATCHER, GUEST_RIGHTS, { route: 'logbook-all-entries' }),
    children: <AccessDeniedView route="logbook-all-entries" showMessage />,
  },
  parameters: { path: '/logbook-all-entries' },
};

export const NotAvailable: Story = {
  args: shellProps(DISPATCHER, DISPATCHER_RIGHTS, { route: 'reporting' }),
  parameters: { path: '/reporting' },
};

export const OrganisationSwitchRefused: Story = {
  args: { ...shellProps(ADMIN, ADMIN_RIGHTS), organisationSwitchFailed: true },
};

/** The vehicle list panel hidden: the navigation offers My locomotives to show it again. */
export const VehiclePanelHidden: Story = {
  args: (() => {
    const props = shellProps(DISPATCHER, DISPATCHER_RIGHTS, { route: 'reporting' });
    return { ...props, nav: { ...props.nav, onShowVehiclePanel: fn() } };
  })(),
  parameters: { path: '/reporting' },
};

/** A driver's panel (logbook read only) over the fixture fleet, one vehicle picked or none. */
const driverPanel = (activeIds: readonly number[]) => {
  const snapshot = { context: selectionContext(FLEET, { activeIds, view: 'logbook-all-entries' }) };
  return (
    <VehiclePanelView
      vehicles={selectListedVehicles(snapshot)}
      counts={selectStatusCounters(snapshot)}
      mode="list"
      onModeChange={fn()}
      filter=""
      onFilterChange={fn()}
      multiSelect={false}
      showCounters={false}
      showLiveStatus={false}
      variant="drawer"
      selectAll={NO_SELECT_ALL}
      onGroupToggle={fn()}
      onToggleActive={fn()}
      onToggleFocus={fn()}
      onSelectAll={fn()}
      onDeselect={fn()}
      onDeselectAll={fn()}
      onHide={fn()}
    />
  );
};

const phone = (open: boolean, activeIds: readonly number[]): Partial<ShellViewProps> => {
  const props = shellProps(DRIVER, DRIVER_RIGHTS, { route: 'logbook-all-entries', expanded: false });
  const picked = FLEET.filter((v) => activeIds.includes(v.vehicleId));
  return {
    ...props,
    panel: driverPanel(activeIds),
    drawer: {
      open,
      onOpenChange: fn(),
      selectedName: picked.at(-1)?.vehicle.name ?? null,
      selectedCount: picked.length,
    },
  };
};

/** Under 900 px: no panel beside the content, the header's vehicle list button shows the pick. */
export const PhoneDrawerClosed: Story = {
  args: phone(false, [1005]),
  parameters: { path: '/logbook-all-entries' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** The drawer open over the content (a modal dialog; Esc or the close button close it). */
export const PhoneDrawerOpen: Story = {
  args: phone(true, []),
  parameters: { path: '/logbook-all-entries' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
