import {
  AlertDialog,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Link,
  Spinner,
  Text,
  TextArea,
} from '@radix-ui/themes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Datasheet, FuelConsumptionSettings } from '../../api/contract/fleet.contract';
import { DatasheetTable } from '../shared/fleet/datasheet-table.view';
import { DocumentIcon } from '../shared/fleet/fleet-icons';
import { AlertIcon, CheckIcon, InfoIcon } from '../shared/icons';
import { canSaveDatasheet } from './fuel-estimate';
import { FuelPanel } from './fuel-panel.view';
import '../shared/fleet/fleet.css';
import './datasheet.css';
import '../shared/visually-hidden.css';
import { MODAL_DIALOG } from '../shared/modal-dialog';

export type SaveOutcome = 'saved' | 'failed' | null;

export interface DatasheetViewProps {
  /** The active locomotive's name (the last entry of the active list); null when none is active. */
  readonly vehicleName: string | null;
  readonly datasheet: Datasheet | null;
  readonly loading: boolean;
  readonly settings: FuelConsumptionSettings;
  readonly onSettingsChange: (settings: FuelConsumptionSettings) => void;
  readonly comment: string;
  readonly onCommentChange: (comment: string) => void;
  readonly isDemoUser: boolean;
  readonly saving: boolean;
  /** 'saved' shows messages.saved, 'failed' the 'updates failed to save' dialog; the machine ends both after 2 s. */
  readonly saveOutcome: SaveOutcome;
  readonly onSave: () => void;
  readonly onDismissFailure: () => void;
}

/** The datasheet page (spec 000 §2 Datasheet, §4 Datasheet save). */
export function DatasheetView(props: DatasheetViewProps) {
  const { t } = useTranslation('fleet');
  const commentId = useId();
  const hasLocomotive = props.vehicleName !== null;
  const canSave = canSaveDatasheet({
    isDemoUser: props.isDemoUser,
    hasActiveLocomotive: hasLocomotive,
    saving: props.saving,
  });
  const links = props.datasheet?.pdfLinks ?? [];
  return (
    <div className="datasheet-page">
      <Flex align="center" gap="3">
        <Heading as="h1" size="6">
          {props.vehicleName ?? t('datasheet.title')}
        </Heading>
        {props.loading && <Spinner size="2" role="status" aria-label={t('datasheet.loading')} />}
      </Flex>
      {!hasLocomotive && (
        <Callout.Root color="gray" variant="surface" data-testid="datasheet-no-vehicle">
          <Callout.Icon>
            <InfoIcon />
          </Callout.Icon>
          <Callout.Text>{t('datasheet.pickVehicle')}</Callout.Text>
        </Callout.Root>
      )}
      <fieldset className="datasheet-fieldset" disabled={!hasLocomotive}>
        <legend className="visually-hidden">{t('datasheet.title')}</legend>
        <div className="datasheet-columns">
          <Flex direction="column" gap="4">
            <Card size="2">
              <Heading as="h2" size="4" mb="3">
                {t('datasheet.rows')}
              </Heading>
              <DatasheetTable datasheet={props.datasheet} />
            </Card>
            <Card size="2">
              <Heading as="h2" size="4" mb="3">
                {t('datasheet.documents')}
              </Heading>
              {links.length === 0 ? (
                <Text as="p" size="2" color="gray" data-testid="datasheet-no-documents">
                  {t('datasheet.noDocuments')}
                </Text>
              ) : (
                <ul className="datasheet-links">
                  {links.map((link) => (
                    <li key={link.url}>
                      <Link href={link.url} download target="_blank" rel="noopener noreferrer">
                        <DocumentIcon size={16} /> {link.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </Flex>
          <Flex direction="column" gap="4">
            <FuelPanel settings={props.settings} onChange={props.onSettingsChange} />
            <Card size="2">
              <Flex direction="column" gap="2">
                <Text as="label" size="2" weight="medium" htmlFor={commentId}>
                  {t('datasheet.comment')}
                </Text>
                <TextArea
                  id={commentId}
                  rows={4}
                  maxLength={4000}
                  value={props.comment}
                  onChange={(e) => props.onCommentChange(e.target.value)}
                />
                <Flex align="center" gap="3" justify="end" wrap="wrap">
                  {props.isDemoUser && (
                    <Text size="1" color="gray">
                      {t('datasheet.demoNoSave')}
                    </Text>
                  )}
                  {props.saveOutcome === 'saved' && (
                    <Text size="2" color="grass" role="status" className="datasheet-saved">
                      <CheckIcon size={16} /> {t('messages.saved')}
                    </Text>
                  )}
                  <Button type="button" disabled={!canSave} loading={props.saving} onClick={props.onSave}>
                    {t('datasheet.save')}
                  </Button>
                </Flex>
              </Flex>
            </Card>
          </Flex>
        </div>
      </fieldset>
      <AlertDialog.Root
        open={props.saveOutcome === 'failed'}
        onOpenChange={(open) => !open && props.onDismissFailure()}
      >
        <AlertDialog.Content {...MODAL_DIALOG} maxWidth="420px">
          <Flex gap="3" align="start">
            <Text color="red">
              <AlertIcon size={22} />
            </Text>
            <div>
              <AlertDialog.Title>{t('messages.updatesFailedToSave')}</AlertDialog.Title>
              <AlertDialog.Description size="2">{t('datasheet.failedHint')}</AlertDialog.Description>
            </div>
          </Flex>
          <Flex justify="end" mt="4">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray">
                {t('datasheet.close')}
              </Button>
            </AlertDialog.Cancel>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </div>
  );
}
