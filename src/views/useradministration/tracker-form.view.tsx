import { Button, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackerProtocol } from '../../api/contract';
import { trackerIdentifierProblem } from '../../machines/administration/tracker-identifier';

/** Assigns a Teltonika box (IMEI) or a phone (identifier) to a vehicle without a working device. */
export function TrackerForm(props: {
  readonly vehicleName: string;
  readonly busy: boolean;
  readonly onAssign: (protocol: TrackerProtocol, identifier: string) => void;
}) {
  const { t } = useTranslation('administration');
  const [protocol, setProtocol] = useState<TrackerProtocol>('teltonika');
  const [identifier, setIdentifier] = useState('');
  const problem = identifier.trim() === '' ? null : trackerIdentifierProblem(protocol, identifier);
  return (
    <Flex direction="column" gap="1">
      <Flex gap="2" align="center" wrap="wrap">
        <Select.Root size="1" value={protocol} onValueChange={(v) => setProtocol(v as TrackerProtocol)}>
          <Select.Trigger aria-label={t('deviceKeys.trackerProtocol', { vehicle: props.vehicleName })} />
          <Select.Content>
            <Select.Item value="teltonika">{t('deviceKeys.kinds.teltonika')}</Select.Item>
            <Select.Item value="osmand">{t('deviceKeys.kinds.osmand')}</Select.Item>
          </Select.Content>
        </Select.Root>
        <TextField.Root
          size="1"
          aria-label={t('deviceKeys.trackerIdentifier', { vehicle: props.vehicleName })}
          aria-invalid={problem !== null}
          placeholder={t('deviceKeys.trackerPlaceholder')}
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
        />
        <Button
          size="1"
          variant="soft"
          disabled={identifier.trim() === '' || problem !== null || props.busy}
          onClick={() => props.onAssign(protocol, identifier.trim())}
        >
          {t('deviceKeys.assignTracker')}
        </Button>
      </Flex>
      {problem !== null && (
        <Text size="1" color="red">
          {t(`deviceKeys.${problem}`)}
        </Text>
      )}
    </Flex>
  );
}
