import { Badge, Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Restriction } from '../../../api/contract/restrictions.contract';
import { formatDateTime } from '../../../i18n/format';
import { HIGH_CONTRAST } from '../../shared/high-contrast';
import './entry-restriction-gate.css';

export interface EntryRestrictionGateViewProps {
  /** The vehicle's active restrictions the user has not acknowledged yet. */
  readonly pending: readonly Restriction[];
  /** An acknowledgement is on its way. */
  readonly busy: boolean;
  readonly onAcknowledge: (restrictionId: number) => void;
}

const at = (iso: string) => formatDateTime(Date.parse(iso));

/**
 * Above the entry form while the vehicle has restrictions the user has not acknowledged (issue 30 §2):
 * saving and finalising wait until each one is acknowledged here (or at the top of the logbook).
 * Compact, as it stays above the form: one row per restriction, its button beside it; on a phone the
 * rows scroll within a share of the drawer and who set it is left to the logbook's notice
 * (entry-restriction-gate.css). The button is Radix's high-contrast solid (dark amber under light
 * text): the solid accent step 11 (accessible-buttons.css) is dark amber under dark text in the callout.
 */
export function EntryRestrictionGateView(props: EntryRestrictionGateViewProps) {
  const { t } = useTranslation('fleet');
  return (
    <Callout.Root color="amber" size="1" className="restriction-gate" data-testid="entry-restriction-gate">
      <Flex direction="column" gap="2">
        <Callout.Text weight="bold">{t('restrictions.mustAcknowledge')}</Callout.Text>
        <ul className="restriction-gate-list" data-testid="restriction-gate-list">
          {props.pending.map((r) => (
            <li
              key={r.id}
              className="restriction-gate-item"
              data-testid="restriction"
              data-restriction-id={r.id}
            >
              <Text as="p" size="2" weight="bold" className="restriction-gate-text">
                {r.text}
              </Text>
              <Text as="p" size="1" className="restriction-gate-meta">
                {r.speedLimitKmh !== null && (
                  <Badge color="red" data-testid="restriction-speed">
                    {t('restrictions.speedLimit', { kmh: r.speedLimitKmh })}
                  </Badge>
                )}{' '}
                {r.validUntil === null
                  ? t('restrictions.untilLifted')
                  : t('restrictions.validUntil', { at: at(r.validUntil) })}
                <span className="restriction-gate-by">
                  {' · '}
                  {t('restrictions.createdBy', { name: r.created.by.name, at: at(r.created.at) })}
                </span>
              </Text>
              <Button
                size="1"
                className={`restriction-gate-acknowledge ${HIGH_CONTRAST}`}
                disabled={props.busy}
                onClick={() => props.onAcknowledge(r.id)}
                data-testid="restriction-acknowledge"
              >
                {t('restrictions.acknowledge')}
              </Button>
            </li>
          ))}
        </ul>
      </Flex>
    </Callout.Root>
  );
}
