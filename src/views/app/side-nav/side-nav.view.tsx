import { IconButton, Text, Tooltip } from '@radix-ui/themes';
import { forwardRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  BackIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
  DashboardIcon,
  DatasheetIcon,
  DraftIcon,
  LiveDataIcon,
  LogbookIcon,
  NotificationIcon,
  ProfileIcon,
  RailationIcon,
  ReportingIcon,
  TrackingMapIcon,
  TrainIcon,
  UsersIcon,
  HelpIcon,
  FactoryIcon,
} from '../../shared/icons';
import type { NavItem, NavItemId } from './side-nav.entries';
import './side-nav.css';

const ICONS: Record<NavItemId, ComponentType<{ size?: number }>> = {
  back: BackIcon,
  dashboard: DashboardIcon,
  profile: ProfileIcon,
  notificationsettings: NotificationIcon,
  trackingmap: TrackingMapIcon,
  reporting: ReportingIcon,
  livedata: LiveDataIcon,
  datasheet: DatasheetIcon,
  notification: NotificationIcon,
  useradministration: UsersIcon,
  'logbook-all-entries': LogbookIcon,
  'logbook-draft-entries': DraftIcon,
  railation: RailationIcon,
  faq: HelpIcon,
  suppliers: FactoryIcon,
};

/** The My locomotives entry (spec 000 §2 Side navigation): a button, as it opens the panel, not a page. */
const ShowPanelButton = forwardRef<
  HTMLButtonElement,
  { readonly label: string; readonly onClick: () => void }
>(function ShowPanelButton({ label, onClick, ...rest }, ref) {
  return (
    <button {...rest} ref={ref} type="button" className="side-nav-item side-nav-button" onClick={onClick}>
      <TrainIcon size={20} />
      <span className="side-nav-label">{label}</span>
    </button>
  );
});

export interface SideNavViewProps {
  readonly items: readonly NavItem[];
  /** The entry of the current view, marked with aria-current. */
  readonly activeId: NavItemId | null;
  readonly expanded: boolean;
  readonly onExpandedChange: (expanded: boolean) => void;
  /** Width in px (210 open, 52 closed, times the zoom factor). */
  readonly width: number;
  /** Given while the vehicle list panel is hidden: the My locomotives entry, which shows it again. */
  readonly onShowVehiclePanel?: (() => void) | undefined;
}

/** The left navigation: links with icons; labels stay readable to assistive technology when collapsed. */
export function SideNavView({
  items,
  activeId,
  expanded,
  onExpandedChange,
  width,
  onShowVehiclePanel,
}: SideNavViewProps) {
  const { t } = useTranslation('common');
  const label = (id: NavItemId) => (id === 'back' ? t('nav.back') : t(`routes.${id}`));
  return (
    <nav
      aria-label={t('nav.label')}
      className="side-nav"
      data-expanded={expanded}
      style={{ width, minWidth: width }}
    >
      <ul className="side-nav-list">
        {onShowVehiclePanel && (
          <li>
            {expanded ? (
              <ShowPanelButton label={t('nav.myLocomotives')} onClick={onShowVehiclePanel} />
            ) : (
              <Tooltip content={t('nav.myLocomotives')} side="right">
                <ShowPanelButton label={t('nav.myLocomotives')} onClick={onShowVehiclePanel} />
              </Tooltip>
            )}
          </li>
        )}
        {items.map((item) => {
          const Icon = ICONS[item.id];
          const content = (
            <>
              <Icon size={20} />
              <span className="side-nav-label">
                {label(item.id)}
                {!item.allowed && <span className="side-nav-hint">{t('nav.notAllowed')}</span>}
              </span>
            </>
          );
          const entry = item.allowed ? (
            <Link
              href={item.path}
              className="side-nav-item"
              aria-current={item.id === activeId ? 'page' : undefined}
            >
              {content}
            </Link>
          ) : (
            <span className="side-nav-item" aria-disabled="true" data-disabled="">
              {content}
            </span>
          );
          return (
            <li key={item.id}>
              {expanded ? (
                entry
              ) : (
                <Tooltip
                  content={item.allowed ? label(item.id) : `${label(item.id)} (${t('nav.notAllowed')})`}
                  side="right"
                >
                  {entry}
                </Tooltip>
              )}
            </li>
          );
        })}
      </ul>
      <div className="side-nav-footer">
        <IconButton
          variant="ghost"
          color="gray"
          size="2"
          aria-label={expanded ? t('nav.collapse') : t('nav.expand')}
          aria-expanded={expanded}
          onClick={() => onExpandedChange(!expanded)}
        >
          {expanded ? <ChevronsLeftIcon /> : <ChevronsRightIcon />}
        </IconButton>
        {expanded && (
          <Text size="1" color="gray" className="side-nav-footer-text" aria-hidden="true">
            {t('nav.collapse')}
          </Text>
        )}
      </div>
    </nav>
  );
}
