import { Badge, Button, Callout, Flex, Heading, IconButton, Link, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../api/contract/accounts.contract';
import type { RailationBlock, RailationPlace } from '../../api/contract';
import { railationCategoryKey } from '../../api/contract/railation-limits';
import './railation.css';
import { formatDateTime, formatNumber } from '../../i18n/format';

export interface PlaceDetailViewProps {
  readonly place: RailationPlace | null;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly language: Language;
  readonly onClose: () => void;
  readonly onRetry: () => void;
}

function Block({ block }: { readonly block: RailationBlock }) {
  if (block.type === 'heading')
    return (
      <Heading as="h4" size="2" mt="3">
        {block.text}
      </Heading>
    );
  if (block.type === 'list')
    return (
      <ul className="railation-detail-list">
        {block.items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    );
  return (
    <Text as="p" size="2" mt="2">
      {block.text}
    </Text>
  );
}

/** One labelled fact; nothing at all when the value is missing (spec 000 §2). */
function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * The detail drawer of a place: image, name, category, address, phone, website and description
 * blocks; a ship's destination, heading (°), length (m), speed (kn) and ETA. Missing details are
 * left out.
 */
export function PlaceDetailView(props: PlaceDetailViewProps) {
  const { t } = useTranslation('railation');
  const { place, language } = props;
  const number = (value: number | null, unit: string, digits = 0) =>
    value === null ? null : `${formatNumber(value, language, digits)} ${unit}`;
  const address = place
    ? [
        place.contact.street,
        [place.contact.postcode, place.contact.city].filter(Boolean).join(' '),
        place.contact.country,
      ]
        .filter((part) => part !== null && part !== '')
        .join(', ')
    : '';
  return (
    <aside
      className="railation-drawer railation-detail"
      aria-labelledby="railation-detail-title"
      data-testid="railation-detail"
    >
      <Flex justify="between" align="start" gap="2">
        <Heading as="h3" size="4" id="railation-detail-title">
          {place?.name ?? ''}
        </Heading>
        <IconButton variant="ghost" aria-label={t('detail.close')} onClick={props.onClose}>
          ×
        </IconButton>
      </Flex>
      {props.loading && (
        <Flex justify="center" p="4">
          <Spinner size="3" />
        </Flex>
      )}
      {props.failed && (
        <Callout.Root color="red" size="1" mt="2" role="alert">
          <Callout.Text>{t('detail.failed')}</Callout.Text>
          <Button size="1" variant="soft" color="red" onClick={props.onRetry}>
            {t('retry')}
          </Button>
        </Callout.Root>
      )}
      {place && (
        <>
          {place.imgUrl && <img className="railation-detail-image" src={place.imgUrl} alt="" />}
          <Flex gap="2" wrap="wrap" mt="2">
            {place.categories.map((id) => {
              const key = railationCategoryKey(id);
              return key ? (
                <Badge key={id} variant="soft">
                  {t(`categories.names.${key}`)}
                </Badge>
              ) : null;
            })}
            {place.demo && (
              <Badge color="gray" variant="outline">
                {t('detail.demo')}
              </Badge>
            )}
          </Flex>
          <dl className="railation-facts">
            <Fact label={t('detail.address')}>{address}</Fact>
            <Fact label={t('detail.phone')}>
              {place.contact.phone && (
                <Link href={`tel:${place.contact.phone.replace(/[^+\d]/g, '')}`}>{place.contact.phone}</Link>
              )}
            </Fact>
            <Fact label={t('detail.website')}>
              {place.contact.website && (
                <Link href={place.contact.website} target="_blank" rel="noopener noreferrer">
                  {place.contact.website.replace(/^https?:\/\//, '')}
                </Link>
              )}
            </Fact>
            {place.ship && (
              <>
                <Fact label={t('detail.destination')}>{place.ship.destination}</Fact>
                <Fact label={t('detail.heading')}>{number(place.ship.heading, '°')}</Fact>
                <Fact label={t('detail.length')}>{number(place.ship.length, 'm')}</Fact>
                <Fact label={t('detail.speed')}>{number(place.ship.sog, 'kn', 1)}</Fact>
                <Fact label={t('detail.eta')}>
                  {place.ship.eta && formatDateTime(Date.parse(place.ship.eta))}
                </Fact>
              </>
            )}
          </dl>
          {place.description && (
            <div className="railation-description" data-testid="railation-description">
              {place.description.blocks.map((block, i) => (
                <Block key={i} block={block} />
              ))}
            </div>
          )}
        </>
      )}
    </aside>
  );
}
