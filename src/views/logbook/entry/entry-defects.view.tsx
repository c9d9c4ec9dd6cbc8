import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { OpenState } from '../../../api/contract/logbook-entry.contract';
import { LabelledCheck } from '../../shared/labelled-check.view';
import { LongText, SelectInput } from './entry-fields.view';
import { setField, type SectionProps } from './entry-section';

/** The Defects tab (spec 001 §3): a toggle; with it on, description, measures and state. */
export function EntryDefects({ form, onChange, readOnly, invalid }: SectionProps) {
  const { t } = useTranslation('logbookEntry');
  const bad = (field: string) => invalid.has(`defects.${field}`);
  const d = form.defects;
  return (
    <Flex direction="column" gap="3">
      <LabelledCheck
        kind="switch"
        weight="medium"
        label={t('fields.defects.hasDefects')}
        checked={form.hasDefects}
        onCheckedChange={(hasDefects) => onChange({ ...form, hasDefects })}
        disabled={readOnly}
      />
      {form.hasDefects && (
        <>
          <LongText
            label={t('fields.defects.description')}
            value={d.description}
            onChange={(value) => onChange(setField(form, 'defects', 'description', value))}
            readOnly={readOnly}
            invalid={bad('description')}
            required
          />
          <LongText
            label={t('fields.defects.measuresDescription')}
            value={d.measuresDescription}
            onChange={(value) => onChange(setField(form, 'defects', 'measuresDescription', value))}
            readOnly={readOnly}
            invalid={bad('measuresDescription')}
          />
          <SelectInput<OpenState>
            label={t('fields.defects.state')}
            value={d.state}
            options={(['open', 'resolved'] as const).map((value) => ({
              value,
              label: t(`options.${value}`),
            }))}
            placeholder={t('options.choose')}
            onChange={(value) => onChange(setField(form, 'defects', 'state', value))}
            readOnly={readOnly}
            invalid={bad('state')}
            required
          />
        </>
      )}
    </Flex>
  );
}
