import { Badge, Button, Card, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Restriction } from '../../../api/contract/restrictions.contract';
import { formatDateTime } from '../../../i18n/format';

export interface RestrictionCardProps {
  readonly restriction: Restriction;
  /** Offer "Acknowledge" (the caller may, and has not yet). */
  readonly canAcknowledge: boolean;
  /** Offer "Lift" (an editor, the restriction active). */
  readonly canLift: boolean;
  readonly busy: boolean;
  readonly onAcknowledge: () => void;
  readonly onLift: () => void;
}

const at = (iso: string) => formatDateTime(Date.parse(iso));

/** One restriction: its text, speed limit, end, who set it, the caller's acknowledgement, its lifting. */
export function RestrictionCard({ restriction: r, ...props }: RestrictionCardProps) {
  const { t } = useTranslation('fleet');
  return (
    <Card size="1" data-testid="restriction" data-restriction-id={r.id}>
      <Flex direction="column" gap="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Text weight="bold">{r.text}</Text>
          {r.speedLimitKmh !== null && (
            <Badge color="red" data-testid="restriction-speed">
              {t('restrictions.speedLimit', { kmh: r.speedLimitKmh })}
            </Badge>
          )}
        </Flex>
        <Text size="1" color="gray">
          {t('restrictions.createdBy', { name: r.created.by.name, at: at(r.created.at) })}
          {r.validUntil !== null && ` · ${t('restrictions.validUntil', { at: at(r.validUntil) })}`}
        </Text>
        {r.lifted && (
          <Text size="1" color="gray">
            {t('restrictions.liftedBy', {
              name: r.lifted.by.name,
              at: at(r.lifted.at),
              remark: r.lifted.remark,
            })}
          </Text>
        )}
        {r.acknowledgedByMe !== null && (
          <Text size="1" color="green" data-testid="restriction-acknowledged">
            {t('restrictions.acknowledgedAt', { at: at(r.acknowledgedByMe) })}
          </Text>
        )}
        {(props.canAcknowledge || props.canLift) && (
          <Flex gap="2">
            {props.canAcknowledge && (
              <Button
                size="1"
                disabled={props.busy}
                onClick={props.onAcknowledge}
                data-testid="restriction-acknowledge"
              >
                {t('restrictions.acknowledge')}
              </Button>
            )}
            {props.canLift && (
              <Button
                size="1"
                variant="soft"
                disabled={props.busy}
                onClick={props.onLift}
                data-testid="restriction-lift"
              >
                {t('restrictions.lift')}
              </Button>
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
