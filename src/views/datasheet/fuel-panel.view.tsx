import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuelConsumptionSettings } from '../../api/contract/fleet.contract';
import { formatNumber } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { LabelledCheck } from '../shared/labelled-check.view';
import { fuelEstimate } from './fuel-estimate';
import { LitreField } from './litre-field.view';
import { PercentageSlider } from './percentage-slider.view';

type ClassKey = 'shortDistance' | 'longDistance';

export interface FuelPanelProps {
  readonly settings: FuelConsumptionSettings;
  readonly onChange: (settings: FuelConsumptionSettings) => void;
}

/**
 * The fuel-consumption panel (spec 000 §2 Datasheet, §5 Fuel estimate): the isActive switch enables the
 * sliders; typed litre figures below 0 are ignored; the derived litres per km, at most 2 decimals.
 */
export function FuelPanel({ settings, onChange }: FuelPanelProps) {
  const { t, i18n } = useTranslation('fleet');
  const language = currentLanguage(i18n);
  const switchId = useId();
  const setClass = (key: ClassKey, patch: Partial<FuelConsumptionSettings[ClassKey]>) =>
    onChange({ ...settings, [key]: { ...settings[key], ...patch } });
  const classCard = (key: ClassKey) => (
    <Card size="1" className="fuel-class" key={key}>
      <Heading as="h4" size="2" mb="2">
        {t(`datasheet.fuel.${key}`)}
      </Heading>
      <Flex direction="column" gap="3">
        <PercentageSlider
          label={t('datasheet.fuel.heavyShare')}
          value={settings[key].usagePercentage}
          disabled={!settings.isActive}
          onChange={(usagePercentage) => setClass(key, { usagePercentage })}
          startLabel={t('datasheet.fuel.light')}
          endLabel={t('datasheet.fuel.heavy')}
        />
        <LitreField
          label={t('datasheet.fuel.lightLitres')}
          unit={t('datasheet.fuel.unitPerKm')}
          value={settings[key].light}
          language={language}
          onChange={(light) => setClass(key, { light })}
        />
        <LitreField
          label={t('datasheet.fuel.heavyLitres')}
          unit={t('datasheet.fuel.unitPerKm')}
          value={settings[key].heavy}
          language={language}
          onChange={(heavy) => setClass(key, { heavy })}
        />
      </Flex>
    </Card>
  );
  return (
    <Card size="2" asChild>
      <section aria-labelledby={`${switchId}-title`} className="fuel-panel">
        <Flex align="center" justify="between" gap="3" wrap="wrap" mb="3">
          <Heading as="h3" size="4" id={`${switchId}-title`}>
            {t('datasheet.fuel.title')}
          </Heading>
          <LabelledCheck
            kind="switch"
            id={switchId}
            label={t('datasheet.fuel.isActive')}
            checked={settings.isActive}
            onCheckedChange={(isActive) => onChange({ ...settings, isActive })}
          />
        </Flex>
        <PercentageSlider
          label={t('datasheet.fuel.usageType')}
          value={settings.usageTypePercentage}
          disabled={!settings.isActive}
          onChange={(usageTypePercentage) => onChange({ ...settings, usageTypePercentage })}
          startLabel={t('datasheet.fuel.shortDistance')}
          endLabel={t('datasheet.fuel.longDistance')}
        />
        <div className="fuel-classes">{(['shortDistance', 'longDistance'] as const).map(classCard)}</div>
        <Flex gap="4" align="end" wrap="wrap" justify="between">
          <LitreField
            label={t('datasheet.fuel.standing')}
            unit={t('datasheet.fuel.unitPerHour')}
            value={settings.standingWithEngRunning}
            language={language}
            onChange={(standingWithEngRunning) => onChange({ ...settings, standingWithEngRunning })}
          />
          <div className="fuel-estimate" role="status" data-testid="fuel-estimate">
            <Text size="2" color="gray">
              {t('datasheet.fuel.estimate')}
            </Text>
            <Text size="5" weight="bold">
              {t('units.litresPerKm', { value: formatNumber(fuelEstimate(settings), language, 2) })}
            </Text>
          </div>
        </Flex>
      </section>
    </Card>
  );
}
