import {
  Button,
  Callout,
  Flex,
  Heading,
  Link,
  Select,
  Spinner,
  Table,
  Text,
  TextField,
} from '@radix-ui/themes';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Supplier } from '../../api/contract';
import { MapArea } from '../shared/fleet/map-area.view';
import '../shared/fleet/fleet.css';
import { countryName, type SupplierFilter } from './supplier-filter';
import './suppliers.css';

const ALL = 'all';
/** The logo tiles (160 × 56) at half size: the name beside them is the text. */
const LOGO_SIZE = { width: 80, height: 28 } as const;

export interface SuppliersViewProps {
  readonly language: string;
  /** The suppliers matching the filter. */
  readonly suppliers: readonly Supplier[];
  readonly countries: readonly { readonly code: string; readonly count: number }[];
  readonly filter: SupplierFilter;
  readonly loading: boolean;
  readonly failed: boolean;
  /** The supplier picked on the map: highlighted and scrolled to. */
  readonly selectedId: number | null;
  readonly onFilter: (filter: SupplierFilter) => void;
  readonly onRetry: () => void;
  /** The map of the matching suppliers with coordinates; left out in stories. */
  readonly map?: ReactNode;
}

const address = (s: Supplier) =>
  [[s.street, s.number].filter(Boolean).join(' '), [s.plz, s.city].filter(Boolean).join(' ')]
    .filter((part) => part !== '')
    .join(', ');

/** The website's host for the link text (`https://www.example.com/x` → `www.example.com`). */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * The supplier list (spec 001 §2; its display is ours): a searchable table with a country filter, each
 * supplier's logo (from the portal, never the supplier's host) and a link to its website, beside a map
 * of the matching suppliers that have coordinates.
 */
export function SuppliersView(props: SuppliersViewProps) {
  const { t } = useTranslation('help');
  const { filter, onFilter, selectedId } = props;
  const selectedRow = useRef<HTMLTableRowElement | null>(null);
  useEffect(() => {
    selectedRow.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId]);
  const withoutPosition = props.suppliers.filter((s) => s.coordinates === null).length;
  return (
    <div className="suppliers-page" data-testid="suppliers-page">
      <div className="suppliers-list">
        <Heading as="h1" size="6">
          {t('suppliers.title')}
        </Heading>
        <Text as="p" size="2" color="gray">
          {t('suppliers.intro')}
        </Text>
        <Flex gap="2" wrap="wrap" align="end">
          <TextField.Root
            className="suppliers-search"
            type="search"
            aria-label={t('suppliers.search')}
            placeholder={t('suppliers.search')}
            value={filter.text}
            onChange={(e) => onFilter({ ...filter, text: e.target.value })}
          />
          <Select.Root
            value={filter.country === '' ? ALL : filter.country}
            onValueChange={(value) => onFilter({ ...filter, country: value === ALL ? '' : value })}
          >
            <Select.Trigger aria-label={t('suppliers.country')} data-testid="suppliers-country" />
            <Select.Content>
              <Select.Item value={ALL}>{t('suppliers.allCountries')}</Select.Item>
              {props.countries.map((c) => (
                <Select.Item key={c.code} value={c.code}>
                  {`${countryName(c.code, props.language)} (${c.count})`}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Text as="p" size="1" color="gray" aria-live="polite" data-testid="suppliers-count">
          {props.loading ? t('suppliers.loading') : t('suppliers.count', { count: props.suppliers.length })}
          {withoutPosition > 0 && ` · ${t('suppliers.withoutPosition', { count: withoutPosition })}`}
        </Text>
        {props.failed && (
          <Callout.Root color="red" size="1" role="alert">
            <Callout.Text>{t('suppliers.failed')}</Callout.Text>
            <Button size="1" variant="soft" color="red" onClick={props.onRetry}>
              {t('retry')}
            </Button>
          </Callout.Root>
        )}
        {props.loading && props.suppliers.length === 0 ? (
          <Flex justify="center" p="5">
            <Spinner size="3" />
          </Flex>
        ) : !props.failed && props.suppliers.length === 0 ? (
          <Text as="p" size="2">
            {t('suppliers.empty')}
          </Text>
        ) : (
          <div className="suppliers-table" tabIndex={0} aria-label={t('suppliers.title')} role="region">
            <Table.Root size="1" variant="surface">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('suppliers.columns.name')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('suppliers.columns.country')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('suppliers.columns.address')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('suppliers.columns.website')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {props.suppliers.map((s) => (
                  <Table.Row
                    key={s.id}
                    ref={s.id === selectedId ? selectedRow : undefined}
                    aria-current={s.id === selectedId ? 'true' : undefined}
                    data-testid="supplier-row"
                  >
                    <Table.RowHeaderCell>
                      <span className="supplier-name">
                        {s.logoUrl !== null && (
                          // Beside the name it shows: decorative. Served and cached by the portal.
                          <img
                            className="supplier-logo"
                            src={s.logoUrl}
                            alt=""
                            width={LOGO_SIZE.width}
                            height={LOGO_SIZE.height}
                            loading="lazy"
                            decoding="async"
                            data-testid="supplier-logo"
                          />
                        )}
                        {s.name}
                      </span>
                    </Table.RowHeaderCell>
                    <Table.Cell>{countryName(s.country, props.language)}</Table.Cell>
                    <Table.Cell>{address(s)}</Table.Cell>
                    <Table.Cell>
                      {s.website && (
                        <Link href={s.website} target="_blank" rel="noopener noreferrer">
                          {hostOf(s.website)}
                        </Link>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </div>
        )}
      </div>
      <div className="suppliers-map" aria-label={t('suppliers.map')} role="region">
        <MapArea>{props.map}</MapArea>
      </div>
    </div>
  );
}
