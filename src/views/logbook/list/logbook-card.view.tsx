import { Text } from '@radix-ui/themes';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledCheck } from '../../shared/labelled-check.view';
import { StateChip, StatusBadges } from './logbook-chips.view';
import { badgeCount } from './logbook-format';
import { entryRoving, type LogbookRowProps } from './logbook-row.view';

/**
 * One entry as a card (narrow screens): its key facts without sideways scrolling (creation time,
 * status, creator, defects, comments) on one button that opens the entry with a tap, and its checkbox
 * beside it. Memoised like the table's rows.
 */
export const LogbookCard = memo(function LogbookCard(props: LogbookRowProps) {
  const { t } = useTranslation('logbook');
  const { id, creator, time } = props;
  return (
    <li
      className="logbook-card"
      data-selected={props.selected || undefined}
      data-testid="logbook-row"
      data-entry-id={id}
    >
      <LabelledCheck
        touch
        className="logbook-card-check"
        aria-label={t('table.selectEntry', { creator, time })}
        checked={props.selected}
        onCheckedChange={() => props.onToggleEntry(id)}
        roving={entryRoving(props, 'check')}
      />
      <button
        type="button"
        className="logbook-open logbook-card-main"
        onClick={() => props.onOpenEntry(id)}
        {...entryRoving(props, 'open')}
      >
        <span className="logbook-card-line">
          <Text as="span" size="3" weight="bold" className="logbook-card-time">
            <span className="visually-hidden">{t('columns.createTimestamp')}: </span>
            {time}
          </Text>
          <span className="logbook-card-badges">
            <StatusBadges status={props.status} entryState={props.entryState} device={props.device} />
          </span>
        </span>
        <Text as="span" size="2" className="logbook-card-creator">
          <span className="visually-hidden">{t('columns.creator')}: </span>
          {creator}
        </Text>
        <span className="logbook-card-line logbook-card-facts">
          <Text as="span" size="2" color="gray">
            {t('columns.defects')}: <StateChip state={props.defectsState} />
          </Text>
          {props.canReadComments && (
            <Text as="span" size="2" color="gray">
              {t('columns.commentsCount')}: {badgeCount(props.commentsCount)}
            </Text>
          )}
        </span>
        {props.canReadComments && props.lastComment !== null && (
          <Text as="span" size="1" color="gray" className="logbook-card-comment">
            <span className="visually-hidden">{t('columns.lastComment')}: </span>
            {props.lastComment}
          </Text>
        )}
      </button>
    </li>
  );
});
