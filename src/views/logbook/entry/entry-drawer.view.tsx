import { Badge, Box, Button, Callout, Dialog, Flex, IconButton, Spinner, Tabs, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientEntryStatus } from '../../../machines/logbook/entry/entry-drawer.types';
import type { EntryForm, FormIssue } from '../../../machines/logbook/entry/entry-form.types';
import { CrossIcon } from '../../shared/icons';
import { EntryAlarms } from './entry-alarms.view';
import { EntryDefects } from './entry-defects.view';
import { EntryGeneral } from './entry-general.view';
import { EntryIssues } from './entry-issues.view';
import { EntryStoppage } from './entry-stoppage.view';
import '../../shared/side-drawer.css';
import './entry-drawer.css';
import { MODAL_DIALOG } from '../../shared/modal-dialog';
import { keepsFocusWhileBusy } from '../../shared/keeps-focus-while-busy';
import type { SignedByName } from '../../../api/contract/signature-confirmation.contract';
import type { EntryAlarm } from '../../../api/contract/logbook-entry.contract';
import { formatDateTime } from '../../../i18n/format';

export type EntryPhase = 'loading' | 'loadFailed' | 'editable' | 'readOnly' | 'unknown';

export interface EntryDrawerViewProps {
  readonly open: boolean;
  readonly vehicleName: string | null;
  readonly phase: EntryPhase;
  readonly status: ClientEntryStatus;
  /** "Created by … on …" of a stored entry; null for a new one. */
  readonly createdBy: { readonly name: string; readonly date: string } | null;
  readonly form: EntryForm;
  readonly onChange: (form: EntryForm) => void;
  readonly issues: readonly FormIssue[];
  readonly a1: { readonly lastA1: string | null; readonly required: boolean } | null;
  readonly referenceFixed: boolean;
  readonly nowMs: number;
  /** A call runs; `syncing`: saved while a sync ran, "sync in progress" until its status check is done. */
  readonly busy: 'saving' | 'syncing' | 'deleting' | 'downloading' | null;
  readonly can: { readonly save: boolean; readonly finalize: boolean; readonly delete: boolean };
  /** The Comments tab (finalised entries): its count and content; null: no tab. */
  readonly comments: { readonly count: number; readonly content: ReactNode } | null;
  readonly signatureUrl: string | null;
  /** Signed by typed name (issue 36): said under the image; absent or null when drawn. */
  readonly signedByName?: SignedByName | null | undefined;
  readonly onSave: () => void;
  readonly onFinalize: () => void;
  readonly onDelete: () => void;
  readonly onClose: () => void;
  readonly onRecreate: () => void;
  readonly onRetry: () => void;
  readonly onDownload: () => void;
  /** The alarms linked to its defect (issue 30 §1), shown on the Defects tab. */
  readonly alarms?: readonly EntryAlarm[] | undefined;
  /** The last save was refused: the device has no space left (issue 8). */
  readonly storageFull?: boolean;
  /** Restrictions to acknowledge before saving (issue 30 §2), shown under the title. */
  readonly restrictions?: ReactNode;
  /** The modals over the drawer. */
  readonly children?: ReactNode;
}

/**
 * The logbook side drawer (spec 001 §2: 80 % wide, max 868 px), titled with a finalised/started badge;
 * tabs General, Defects, Stoppage and, for finalised entries, Comments with their count. Pure props.
 */
export function EntryDrawerView(props: EntryDrawerViewProps) {
  const { t } = useTranslation('logbookEntry');
  const finalized = props.status === 'finalized';
  const readOnly = props.phase !== 'editable';
  const invalid = new Set(props.issues.map((issue) => `${issue.section}.${issue.field}`));
  const section = { form: props.form, onChange: props.onChange, readOnly, invalid, nowMs: props.nowMs };
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Content
        {...MODAL_DIALOG}
        className="side-drawer entry-drawer"
        aria-describedby={undefined}
        data-testid="entry-drawer"
      >
        <Flex className="entry-drawer-head" direction="column" gap="2">
          <Flex align="center" justify="between" gap="3">
            <Flex align="center" gap="3">
              <Dialog.Title mb="0" size="5">
                {t('drawer.title')}
              </Dialog.Title>
              {props.phase !== 'loading' && props.phase !== 'loadFailed' && (
                <Badge color={finalized ? 'green' : 'amber'} size="2" data-testid="entry-badge">
                  {t(finalized ? 'badge.finalized' : 'badge.started')}
                </Badge>
              )}
              {props.status === 'unSynced' && <Badge color="gray">{t('badge.unSynced')}</Badge>}
            </Flex>
            <IconButton
              type="button"
              variant="ghost"
              color="gray"
              aria-label={t('actions.close')}
              onClick={props.onClose}
            >
              <CrossIcon size={18} />
            </IconButton>
          </Flex>
          <Text size="2" color="gray">
            {[
              props.vehicleName !== null ? t('drawer.vehicle', { name: props.vehicleName }) : null,
              props.createdBy ? t('drawer.createdBy', props.createdBy) : null,
            ]
              .filter((part) => part !== null)
              .join(' · ')}
          </Text>
          <EntryIssues issues={props.issues} />
          {props.restrictions}
        </Flex>
        <Box className="entry-drawer-body">
          {props.phase === 'loading' && (
            <Flex gap="2" align="center" p="4">
              <Spinner /> <Text>{t('drawer.loading')}</Text>
            </Flex>
          )}
          {props.phase === 'loadFailed' && (
            <Callout.Root color="red" m="4">
              <Callout.Text>{t('drawer.loadFailed')}</Callout.Text>
            </Callout.Root>
          )}
          {props.phase !== 'loading' && props.phase !== 'loadFailed' && (
            <>
              {props.phase === 'unknown' && (
                <Callout.Root color="amber" mb="3">
                  <Callout.Text>{t('drawer.unknownEntry')}</Callout.Text>
                </Callout.Root>
              )}
              {props.busy === 'syncing' && (
                <Callout.Root color="blue" role="status" mb="3" data-testid="entry-sync-in-progress">
                  <Callout.Icon>
                    <Spinner />
                  </Callout.Icon>
                  <Callout.Text>{t('drawer.syncInProgress')}</Callout.Text>
                </Callout.Root>
              )}
              {props.storageFull === true && (
                <Callout.Root color="red" role="alert" mb="3" data-testid="entry-storage-full">
                  <Callout.Text>{t('labels.storageFull', { ns: 'logbook' })}</Callout.Text>
                </Callout.Root>
              )}
              {props.phase === 'editable' && props.form.header.vehicleIdRef === null && (
                <Callout.Root color="amber" mb="3">
                  <Callout.Text>{t('drawer.noVehicle')}</Callout.Text>
                </Callout.Root>
              )}
              {props.phase === 'readOnly' && (
                <Callout.Root color="gray" mb="3">
                  <Callout.Text>{t('drawer.readOnly')}</Callout.Text>
                </Callout.Root>
              )}
              <Tabs.Root defaultValue="general">
                <Tabs.List>
                  <Tabs.Trigger value="general">{t('tabs.general')}</Tabs.Trigger>
                  <Tabs.Trigger value="defects">{t('tabs.defects')}</Tabs.Trigger>
                  <Tabs.Trigger value="stoppage">{t('tabs.stoppage')}</Tabs.Trigger>
                  {props.comments && (
                    <Tabs.Trigger value="comments">
                      {t('tabs.comments')}
                      <Badge ml="2" radius="full" data-testid="comments-count">
                        {props.comments.count > 999 ? '999+' : props.comments.count}
                      </Badge>
                    </Tabs.Trigger>
                  )}
                </Tabs.List>
                {/* The panels hold the fields: not a tab stop of their own (issue 36; Radix makes each one). */}
                <Box pt="4">
                  <Tabs.Content value="general" tabIndex={-1}>
                    <EntryGeneral
                      {...section}
                      referenceFixed={props.referenceFixed}
                      a1={readOnly ? null : props.a1}
                    />
                    {props.phase === 'readOnly' && (
                      <Box mt="4">
                        <Text as="div" size="2" weight="medium" mb="1">
                          {t('drawer.signature')}
                        </Text>
                        {props.signatureUrl ? (
                          <img
                            className="entry-signature"
                            src={props.signatureUrl}
                            alt={t('drawer.signature')}
                          />
                        ) : (
                          <Text size="2" color="gray">
                            {t('drawer.signatureMissing')}
                          </Text>
                        )}
                        {props.signedByName && (
                          <Text as="p" size="2" color="gray" mt="1" data-testid="signed-by-name">
                            {t('signature.signedByName', {
                              name: props.signedByName.fullName,
                              time: formatDateTime(Date.parse(props.signedByName.confirmedAt)),
                            })}
                          </Text>
                        )}
                      </Box>
                    )}
                  </Tabs.Content>
                  <Tabs.Content value="defects" tabIndex={-1}>
                    <EntryDefects {...section} />
                    <EntryAlarms alarms={props.alarms ?? []} />
                  </Tabs.Content>
                  <Tabs.Content value="stoppage" tabIndex={-1}>
                    <EntryStoppage {...section} />
                  </Tabs.Content>
                  {props.comments && (
                    <Tabs.Content value="comments" tabIndex={-1}>
                      {props.comments.content}
                    </Tabs.Content>
                  )}
                </Box>
              </Tabs.Root>
            </>
          )}
        </Box>
        <Flex className="entry-drawer-foot" gap="3" justify="end" wrap="wrap">
          {props.phase === 'loadFailed' && <Button onClick={props.onRetry}>{t('actions.retry')}</Button>}
          {props.phase === 'unknown' && <Button onClick={props.onRecreate}>{t('actions.recreate')}</Button>}
          {props.phase === 'readOnly' && (
            <Button
              variant="soft"
              {...keepsFocusWhileBusy(props.busy === 'downloading')}
              onClick={props.onDownload}
            >
              {t('actions.downloadPdf')}
            </Button>
          )}
          {props.phase === 'editable' && (
            <>
              {props.can.delete && (
                <Button color="red" variant="soft" onClick={props.onDelete} className="entry-delete">
                  {t('actions.delete')}
                </Button>
              )}
              <Button
                variant="soft"
                {...keepsFocusWhileBusy(props.busy === 'saving' || props.busy === 'syncing', props.can.save)}
                onClick={props.onSave}
              >
                {t('actions.save')}
              </Button>
              <Button disabled={!props.can.finalize} onClick={props.onFinalize}>
                {t('actions.finalize')}
              </Button>
            </>
          )}
          <Button variant="outline" color="gray" onClick={props.onClose}>
            {t('actions.close')}
          </Button>
        </Flex>
        {props.children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
