import { Button, Flex, Spinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../lazy-part';
import '../visually-hidden.css';
import type { AppCalendarProps } from './app-calendar.view';
import './lazy-calendar.css';

const calendarCode = lazyPart(() => import('./app-calendar.view').then((m) => m.AppCalendar));

/** Loads the calendar's code; resolves when it is there or could not be loaded (the opening shows which). */
export const loadCalendar = (): Promise<void> =>
  calendarCode.preload().then(
    () => undefined,
    () => undefined,
  );

/**
 * Starts loading the calendar's code (react-day-picker and its locales, about 21 KB compressed) before it
 * is opened: a pointer over or the focus on a calendar button.
 */
export const preloadCalendar = (): void => {
  void loadCalendar();
};

export interface CalendarPlaceViewProps {
  readonly failed: boolean;
  readonly onRetry: () => void;
}

/**
 * The calendar's place in its popover while its code loads (the calendar's size, so the popover does not
 * jump), or the message that it could not be loaded with a retry.
 */
export function CalendarPlaceView({ failed, onRetry }: CalendarPlaceViewProps) {
  const { t } = useTranslation();
  return (
    <Flex className="calendar-place" direction="column" align="center" justify="center" gap="3">
      {failed ? (
        <>
          <Text size="2" role="alert">
            {t('calendar.loadFailed')}
          </Text>
          <Button type="button" size="1" variant="soft" onClick={onRetry}>
            {t('calendar.retry')}
          </Button>
        </>
      ) : (
        <Flex role="status" direction="column" align="center" gap="2">
          <Spinner size="3" />
          <span className="visually-hidden">{t('calendar.loading')}</span>
        </Flex>
      )}
    </Flex>
  );
}

/** The app's calendar, its code loaded at the first opening (issue 35); until then its place. */
export function LazyCalendar(props: AppCalendarProps) {
  const { value: AppCalendar, failed, retry } = calendarCode.useLoaded();
  return AppCalendar ? <AppCalendar {...props} /> : <CalendarPlaceView failed={failed} onRetry={retry} />;
}
