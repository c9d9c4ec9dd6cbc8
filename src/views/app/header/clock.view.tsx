import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../i18n/format';

export interface ClockViewProps {
  /** Epoch milliseconds. */
  readonly now: number;
  /** IANA zone; the organisation's when left out (src/api/contract/time-zone.ts). */
  readonly timeZone?: string;
}

/** Time HH:mm over the date DD.MM.YYYY, 24 h (spec 000 §2 Header). */
export function ClockView({ now, timeZone }: ClockViewProps) {
  const { t } = useTranslation('common');
  const time = formatTime(now, timeZone);
  const date = formatDate(now, timeZone);
  return (
    <Flex direction="column" align="end" className="header-clock" aria-live="off">
      <Text size="3" weight="bold" aria-label={`${t('header.time')} ${time}`} data-testid="clock-time">
        {time}
      </Text>
      <Text size="1" color="gray" aria-label={`${t('header.date')} ${date}`} data-testid="clock-date">
        {date}
      </Text>
    </Flex>
  );
}
