import { Callout, Flex, Grid, Heading, RadioGroup, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { OkState } from '../../../api/contract/logbook-entry.contract';
import { formatDateTime } from '../../../i18n/format';
import { DateTimeInput, LongText, NumberInput, SelectInput, TextInput } from './entry-fields.view';
import { fromYesNo, setField, yesNo, type SectionProps } from './entry-section';
import { fromLocalInput, inspectionRange, toLocalInput } from './entry-time';
import { LOGBOOK_LIMITS } from '../../../api/contract/logbook-limits';

export interface GeneralProps extends SectionProps {
  /** The reference time is fixed once the entry is on the server (an update does not send it). */
  readonly referenceFixed: boolean;
  /** A1 banner (spec 001 §5): the last A1, whether one is required; null hides it (read-only). */
  readonly a1: { readonly lastA1: string | null; readonly required: boolean } | null;
}

const INSPECTIONS = ['A1', 'V1', 'V3', 'F1'] as const;

/** The General tab: header, vehicle state and inspections with the A1 banner (spec 001 §3). */
export function EntryGeneral(props: GeneralProps) {
  const { t } = useTranslation('logbookEntry');
  const { form, onChange, readOnly, invalid, nowMs } = props;
  const bad = (section: string, field: string) => invalid.has(`${section}.${field}`);
  const okOptions = (['ok', 'not_ok'] as const).map((value) => ({ value, label: t(`options.${value}`) }));
  const yesNoOptions = (['yes', 'no'] as const).map((value) => ({ value, label: t(`options.${value}`) }));
  const v = form.vehicleState;
  const vs = (field: keyof typeof v, value: unknown) =>
    onChange(setField(form, 'vehicleState', field, value));
  const num = (
    field:
      'vehicleOperatingHours_h' | 'mileage_km' | 'fuelFillingLevel_l' | 'fuelAdded_l' | 'motorOilAdded_l',
  ) => (
    <NumberInput
      label={t(`fields.vehicleState.${field}`)}
      value={v[field]}
      onChange={(value) => vs(field, value)}
      readOnly={readOnly}
      invalid={bad('vehicleState', field)}
    />
  );
  const okSelect = (field: 'hydraulicsState' | 'sandState' | 'motorOilState') => (
    <SelectInput<OkState>
      label={t(`fields.vehicleState.${field}`)}
      value={v[field]}
      options={okOptions}
      placeholder={t('options.choose')}
      onChange={(value) => vs(field, value)}
      readOnly={readOnly}
      invalid={bad('vehicleState', field)}
    />
  );
  const range = inspectionRange(form.header.referenceTimestamp, nowMs);
  return (
    <Flex direction="column" gap="4">
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <DateTimeInput
          label={t('fields.header.referenceTimestamp')}
          value={toLocalInput(form.header.referenceTimestamp)}
          max={range.max}
          onChange={(value) =>
            onChange(setField(form, 'header', 'referenceTimestamp', fromLocalInput(value)))
          }
          readOnly={readOnly || props.referenceFixed}
          invalid={bad('header', 'referenceTimestamp')}
          required
        />
        <TextInput
          label={t('fields.header.referenceLocation')}
          value={form.header.referenceLocation}
          maxLength={LOGBOOK_LIMITS.shortText}
          onChange={(value) => onChange(setField(form, 'header', 'referenceLocation', value))}
          readOnly={readOnly}
          invalid={bad('header', 'referenceLocation')}
        />
      </Grid>
      <LongText
        label={t('fields.header.remarks')}
        value={form.header.remarks}
        onChange={(value) => onChange(setField(form, 'header', 'remarks', value))}
        readOnly={readOnly}
        invalid={bad('header', 'remarks')}
      />
      <Heading as="h3" size="3">
        {t('sections.vehicleState')}
      </Heading>
      <div className="entry-state-grid">
        {num('vehicleOperatingHours_h')}
        {num('mileage_km')}
        {okSelect('hydraulicsState')}
        {num('fuelFillingLevel_l')}
        {num('fuelAdded_l')}
        <span className="entry-grid-gap" />
        {okSelect('sandState')}
        {v.sandState === 'not_ok' && (
          <SelectInput
            label={t('fields.vehicleState.isSandAdded')}
            value={yesNo(v.isSandAdded)}
            options={yesNoOptions}
            placeholder={t('options.choose')}
            onChange={(value) => vs('isSandAdded', fromYesNo(value))}
            readOnly={readOnly}
            invalid={bad('vehicleState', 'isSandAdded')}
            required
          />
        )}
        {okSelect('motorOilState')}
        {v.motorOilState === 'not_ok' && num('motorOilAdded_l')}
      </div>
      <Heading as="h3" size="3">
        {t('sections.inspections')}
      </Heading>
      {props.a1 && (
        <Callout.Root color={props.a1.required ? 'amber' : 'blue'} size="1" data-testid="a1-banner">
          <Callout.Text>
            {props.a1.lastA1 === null
              ? t('a1.never')
              : t(props.a1.required ? 'a1.last' : 'a1.notRequired', {
                  date: formatDateTime(Date.parse(props.a1.lastA1)),
                })}
            {props.a1.required ? ` ${t('a1.required')}` : ''}
          </Callout.Text>
        </Callout.Root>
      )}
      <Flex direction="column" gap="1">
        <Text as="div" size="2" weight="medium" id="entry-selected-v">
          {t('fields.inspections.selectedV')}
        </Text>
        <RadioGroup.Root
          aria-labelledby="entry-selected-v"
          value={form.inspections.selectedV}
          disabled={readOnly}
          onValueChange={(value) => onChange(setField(form, 'inspections', 'selectedV', value))}
        >
          <Flex gap="4">
            <RadioGroup.Item value="V1">{t('options.V1')}</RadioGroup.Item>
            <RadioGroup.Item value="V3">{t('options.V3')}</RadioGroup.Item>
          </Flex>
        </RadioGroup.Root>
      </Flex>
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        {INSPECTIONS.filter(
          (kind) => kind === 'A1' || kind === 'F1' || kind === form.inspections.selectedV,
        ).map((kind) => {
          const field = `inspectionPerformedTimestamp_${kind}` as const;
          return (
            <DateTimeInput
              key={kind}
              label={t(`fields.inspections.${field}`)}
              value={toLocalInput(form.inspections[field])}
              min={range.min}
              max={range.max}
              onChange={(value) => onChange(setField(form, 'inspections', field, fromLocalInput(value)))}
              readOnly={readOnly}
              invalid={bad('inspections', field)}
              required={kind === 'A1' && props.a1?.required === true}
            />
          );
        })}
      </Grid>
    </Flex>
  );
}
