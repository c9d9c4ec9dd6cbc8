import { Button, Callout, Flex, Heading, SegmentedControl, Spinner, Text } from '@radix-ui/themes';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALARM_STATES, type AlarmState } from '../../../api/contract/alarms-limits';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { useNarrowElement } from '../../shared/use-narrow-element';
import { AlarmCards } from './alarm-cards.view';
import type { AlarmListViewProps } from './alarm-list.props';
import { AlarmTable } from './alarm-table.view';
import { useNotificationLabel } from '../../shared/use-notification-label';
import { NotificationPagination } from '../notification-pagination.view';
import '../../shared/visually-hidden.css';

export type { AlarmListViewProps };

/**
 * Below this width the alarms are cards (a phone, a tablet, a desk of 1280 px with the navigation and
 * the vehicle panel open); above it a table whose cells wrap but whose buttons do not, about 710 px
 * wide at least in German (755 with "Geschwindigkeitsgrenze überschritten"; 875 px are there at
 * 1440 px with the navigation and the vehicle panel open). Should a text need more, the table says so
 * and the list shows cards up to that width: it never scrolls sideways, so no column, button or open
 * form is cut at an edge (issue 30 §1).
 */
export const ALARM_CARDS_BELOW_PX = 800;

/**
 * The alarms on the notifications page (issue 30 §1): filter by state, one row per alarm (locomotive,
 * alarm type as the notifications table names it, state, how many events, first and last event in the
 * organisation's zone, who acknowledged it), acknowledge and clear for users who may, pages of 50.
 */
export function AlarmListView(props: AlarmListViewProps) {
  const { t } = useTranslation('notifications');
  const label = useNotificationLabel();
  const date = (iso: string) => formatDateTime(new Date(iso), props.timeZone);
  const day = (iso: string) => formatDate(new Date(iso), props.timeZone);
  const ref = useRef<HTMLElement>(null);
  // The width the table needs: at least ALARM_CARDS_BELOW_PX, more once it was found too wide.
  const [tableNeeds, setTableNeeds] = useState(ALARM_CARDS_BELOW_PX);
  const narrow = useNarrowElement(ref, tableNeeds);
  const tooWide = useCallback((px: number) => {
    const width = ref.current?.getBoundingClientRect().width ?? 0;
    setTableNeeds((needs) => Math.max(needs, Math.ceil(width + px) + 1));
  }, []);
  const layout = props.layout ?? 'auto';
  // 'auto' builds neither layout until the width is known (before the first paint).
  const cards = layout === 'cards' || (layout === 'auto' && narrow === true);
  const measured = layout !== 'auto' || narrow !== undefined;
  return (
    <section
      ref={ref}
      className="alarm-list"
      aria-labelledby="alarm-list-title"
      data-testid="alarm-list"
      data-layout={cards ? 'cards' : 'table'}
    >
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="4" id="alarm-list-title">
          {t('alarms.title')}
        </Heading>
        <SegmentedControl.Root
          size="1"
          value={props.filter}
          onValueChange={(value) => props.onFilter(value as AlarmState)}
          aria-label={t('alarms.filter')}
          className="alarm-filter"
          data-testid="alarm-filter"
        >
          {ALARM_STATES.map((state) => (
            <SegmentedControl.Item key={state} value={state} data-testid={`alarm-filter-${state}`}>
              {t(`alarms.states.${state}`)}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl.Root>
        {props.loading && <Spinner size="2" role="status" aria-label={t('alarms.loading')} />}
      </Flex>
      {!props.canAct && (
        <Text size="1" color="gray" data-testid="alarm-demo-note">
          {t('alarms.demoNoAction')}
        </Text>
      )}
      {props.stale && (
        <Callout.Root color="blue" variant="surface" size="1" data-testid="alarm-stale">
          <Callout.Text>
            {t('alarms.stale')}{' '}
            <Button type="button" size="1" variant="soft" onClick={props.onRefresh}>
              {t('alarms.refresh')}
            </Button>
          </Callout.Text>
        </Callout.Root>
      )}
      {props.failed && (
        <Callout.Root color="red" variant="surface" role="alert">
          <Callout.Text>
            {t('alarms.failed')}{' '}
            <Button type="button" size="1" variant="soft" color="red" onClick={props.onRetry}>
              {t('alarms.retry')}
            </Button>
          </Callout.Text>
        </Callout.Root>
      )}
      {props.empty && (
        <Text as="p" size="2" color="gray" data-testid="alarm-empty">
          {t('alarms.empty')}
        </Text>
      )}
      {measured && props.alarms.length > 0 && cards && (
        <AlarmCards {...props} date={date} day={day} label={label} />
      )}
      {measured && props.alarms.length > 0 && !cards && (
        <AlarmTable {...props} date={date} day={day} label={label} onTooWide={tooWide} />
      )}
      {props.total > 0 && (
        <NotificationPagination
          page={props.page}
          pageSize={props.pageSize}
          total={props.total}
          onPage={props.onPage}
          label={t('alarms.pagination')}
          testIdPrefix="alarm"
        />
      )}
    </section>
  );
}
