import { DataList } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Datasheet } from '../../../api/contract/fleet.contract';
import { useFleetFormat } from './use-fleet-format';

/**
 * The datasheet's label/value rows (spec 000 §2 Live-data detail and Datasheet): manufacturer, model,
 * fabric number, construction year and minimum operating weight in kg; NA for missing values.
 */
export function DatasheetTable({ datasheet }: { readonly datasheet: Datasheet | null }) {
  const { t } = useTranslation('fleet');
  const f = useFleetFormat();
  const text = (value: string | null | undefined) => (value && value.trim() !== '' ? value : f.na);
  const rows: readonly (readonly [string, string])[] = [
    [t('datasheetFields.manufacturerName'), text(datasheet?.manufacturerName)],
    [t('datasheetFields.modelName'), text(datasheet?.modelName)],
    [t('datasheetFields.fabricNumber'), text(datasheet?.fabricNumber)],
    [
      t('datasheetFields.constructionYear'),
      datasheet?.constructionYear != null ? String(datasheet.constructionYear) : f.na,
    ],
    [t('datasheetFields.minOperatingWeight'), f.unit(datasheet?.minOperatingWeightKg, 'kg')],
  ];
  return (
    <DataList.Root size="2" className="fleet-datalist">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.Label minWidth="200px">{label}</DataList.Label>
          <DataList.Value>{value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
