import { Callout, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Restriction } from '../../../api/contract/restrictions.contract';
import { RestrictionCard } from '../../shared/restrictions/restriction-card.view';

export interface EntryRestrictionGateViewProps {
  /** The vehicle's active restrictions the user has not acknowledged yet. */
  readonly pending: readonly Restriction[];
  /** An acknowledgement is on its way. */
  readonly busy: boolean;
  readonly onAcknowledge: (restrictionId: number) => void;
}

/**
 * Above the entry form while the vehicle has restrictions the user has not acknowledged (issue 30 §2):
 * saving and finalising wait until each one is acknowledged here (or at the top of the logbook).
 */
export function EntryRestrictionGateView(props: EntryRestrictionGateViewProps) {
  const { t } = useTranslation('fleet');
  return (
    <Callout.Root color="amber" size="1" data-testid="entry-restriction-gate">
      <Flex direction="column" gap="2">
        <Callout.Text weight="bold">{t('restrictions.mustAcknowledge')}</Callout.Text>
        {props.pending.map((restriction) => (
          <RestrictionCard
            key={restriction.id}
            restriction={restriction}
            canAcknowledge
            canLift={false}
            busy={props.busy}
            onAcknowledge={() => props.onAcknowledge(restriction.id)}
            onLift={() => {}}
          />
        ))}
      </Flex>
    </Callout.Root>
  );
}
