import { Flex, Grid, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import {
  AFFECTED_COMPONENTS,
  type LastOperationMode,
  type OpenState,
} from '../../../api/contract/logbook-entry.contract';
import { LOGBOOK_LIMITS } from '../../../api/contract/logbook-limits';
import { LabelledCheck } from '../../shared/labelled-check.view';
import { DateTimeInput, LongText, NumberInput, SelectInput, TextInput } from './entry-fields.view';
import { fromYesNo, setField, yesNo, type SectionProps } from './entry-section';
import { fromLocalInput, toLocalInput } from './entry-time';

/**
 * The Stoppage tab (spec 001 §3): a toggle; with it on, every stoppage field, the 14 affected
 * components, last operation mode, auxiliary vehicle and state (the end time only when resolved).
 */
export function EntryStoppage({ form, onChange, readOnly, invalid, nowMs }: SectionProps) {
  const { t } = useTranslation('logbookEntry');
  const bad = (field: string) => invalid.has(`stoppage.${field}`);
  const s = form.stoppage;
  const set = (field: keyof typeof s, value: unknown) => onChange(setField(form, 'stoppage', field, value));
  const label = (field: string) => t(`fields.stoppage.${field}` as 'fields.stoppage.state');
  const text = (field: 'vehicleLocation' | 'trainNumber', required = false) => (
    <TextInput
      label={label(field)}
      value={s[field]}
      maxLength={LOGBOOK_LIMITS.shortText}
      onChange={(v) => set(field, v)}
      readOnly={readOnly}
      invalid={bad(field)}
      required={required}
    />
  );
  const long = (
    field: 'errorCodesDescription' | 'description' | 'measuresDescription' | 'remarks',
    required = false,
  ) => (
    <LongText
      label={label(field)}
      value={s[field]}
      onChange={(v) => set(field, v)}
      readOnly={readOnly}
      invalid={bad(field)}
      required={required}
    />
  );
  const max = toLocalInput(new Date(nowMs).toISOString());
  const choose = t('options.choose');
  return (
    <Flex direction="column" gap="3">
      <LabelledCheck
        kind="switch"
        weight="medium"
        label={t('fields.stoppage.hasStoppage')}
        checked={form.hasStoppage}
        onCheckedChange={(hasStoppage) => onChange({ ...form, hasStoppage })}
        disabled={readOnly}
      />
      {form.hasStoppage && (
        <>
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <DateTimeInput
              label={label('startTimestamp')}
              value={toLocalInput(s.startTimestamp)}
              max={max}
              onChange={(v) => set('startTimestamp', fromLocalInput(v))}
              readOnly={readOnly}
              invalid={bad('startTimestamp')}
              required
            />
            <SelectInput<OpenState>
              label={label('state')}
              value={s.state}
              options={(['open', 'resolved'] as const).map((value) => ({
                value,
                label: t(`options.${value}`),
              }))}
              placeholder={choose}
              onChange={(v) => set('state', v)}
              readOnly={readOnly}
              invalid={bad('state')}
            />
            {s.state === 'resolved' && (
              <DateTimeInput
                label={label('endTimestamp')}
                value={toLocalInput(s.endTimestamp)}
                max={max}
                onChange={(v) => set('endTimestamp', fromLocalInput(v))}
                readOnly={readOnly}
                invalid={bad('endTimestamp')}
                required
              />
            )}
            {text('vehicleLocation', true)}
            {text('trainNumber')}
            <NumberInput
              label={label('trainWeight_t')}
              value={s.trainWeight_t}
              onChange={(v) => set('trainWeight_t', v)}
              readOnly={readOnly}
              invalid={bad('trainWeight_t')}
            />
            <SelectInput<LastOperationMode>
              label={label('lastOperationMode')}
              value={s.lastOperationMode}
              options={(['remote_control', 'manual'] as const).map((value) => ({
                value,
                label: t(`options.${value}`),
              }))}
              placeholder={choose}
              onChange={(v) => set('lastOperationMode', v)}
              readOnly={readOnly}
              invalid={bad('lastOperationMode')}
            />
            <SelectInput
              label={label('wasAuxiliaryVehicleUsed')}
              value={yesNo(s.wasAuxiliaryVehicleUsed)}
              options={(['yes', 'no'] as const).map((value) => ({ value, label: t(`options.${value}`) }))}
              placeholder={choose}
              onChange={(v) => set('wasAuxiliaryVehicleUsed', fromYesNo(v))}
              readOnly={readOnly}
              invalid={bad('wasAuxiliaryVehicleUsed')}
            />
          </Grid>
          {long('description', true)}
          {long('errorCodesDescription')}
          {long('measuresDescription')}
          {long('remarks')}
          <fieldset className="entry-fieldset">
            <Text as="div" size="2" weight="medium" asChild>
              <legend>{label('affectedComponents')}</legend>
            </Text>
            <Grid columns={{ initial: '1', sm: '2' }} gap="2" mt="2">
              {AFFECTED_COMPONENTS.map((component) => (
                <LabelledCheck
                  key={component}
                  label={t(`components.${component}`)}
                  checked={s.affectedComponents.includes(component)}
                  onCheckedChange={(checked) =>
                    set(
                      'affectedComponents',
                      checked
                        ? [...s.affectedComponents, component]
                        : s.affectedComponents.filter((c) => c !== component),
                    )
                  }
                  disabled={readOnly}
                />
              ))}
            </Grid>
          </fieldset>
        </>
      )}
    </Flex>
  );
}
