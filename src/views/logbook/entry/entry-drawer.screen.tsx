import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { Language } from '../../../api/contract/accounts.contract';
import { isA1Required } from '../../../api/contract/logbook-rules';
import { formatDateTime } from '../../../i18n/format';
import type { EntryDrawerMachine } from '../../../machines/logbook/entry/entry-drawer.machine';
import type { EntryFinalizeMachine } from '../../../machines/logbook/entry/entry-finalize.machine';
import type { EntryNoticeMachine } from '../../../machines/logbook/entry/entry-notice.machine';
import { EntryCommentsScreen } from '../comments/entry-comments.screen';
import {
  EntryFinalizeSignature,
  EntryNoticeSnackbar,
  useBlobUrl,
  useMinuteClock,
} from './entry-drawer-parts.screen';
import { useEntryDrawerServices } from './entry-drawer.services';
import { EntryDrawerView, type EntryPhase } from './entry-drawer.view';
import { EntryModals } from './entry-modals.view';
import { EntryRestrictionGate, type EntryRestrictionServices } from './entry-restriction-gate.screen';

/** The drawer's props (fixed with the list page, issue 7). */
export interface EntryDrawerScreenProps {
  readonly organisationId: string;
  readonly vehicleId: number | null;
  readonly vehicleName: string | null;
  /** null: a new entry. */
  readonly entryId: string | null;
  readonly open: boolean;
  /** The drawer is done; `changed`: something was saved, finalised, deleted or commented (reload). */
  readonly onClose: (changed: boolean) => void;
}

/**
 * The texts of the drawer and its Comments tab. Loaded with the logbook page, before the first opening:
 * a drawer first opened offline (the cab, issue 8) has its texts also when the page is not yet served
 * by the service worker's precache (the first visit after a login).
 */
export const ENTRY_DRAWER_NAMESPACES = ['logbookEntry', 'logbookComments'] as const;

/**
 * The logbook entry side drawer. Every opening starts a fresh drawer actor (a new entry gets a new
 * id); the last one stays mounted after closing so its snackbar can finish its 3 s.
 */
export function EntryDrawerScreen(props: EntryDrawerScreenProps) {
  useTranslation(ENTRY_DRAWER_NAMESPACES);
  const { entryDrawerMachine, canReadComments = true, restrictions } = useEntryDrawerServices();
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setSession((n) => n + 1);
  }
  if (session === 0) return null;
  return (
    <EntrySession
      key={session}
      machine={entryDrawerMachine}
      canReadComments={canReadComments}
      restrictions={restrictions}
      {...props}
    />
  );
}

const phaseOf = (s: { hasTag(tag: string): boolean }): EntryPhase =>
  s.hasTag('loading')
    ? 'loading'
    : s.hasTag('loadFailed')
      ? 'loadFailed'
      : s.hasTag('readOnly') || s.hasTag('closing')
        ? 'readOnly'
        : s.hasTag('unknown')
          ? 'unknown'
          : 'editable';

function EntrySession(
  props: EntryDrawerScreenProps & {
    readonly machine: EntryDrawerMachine;
    readonly canReadComments: boolean;
    readonly restrictions: EntryRestrictionServices | undefined;
  },
) {
  const { i18n } = useTranslation('logbookEntry');
  const drawer = useActorRef(props.machine, {
    input: {
      organisationId: props.organisationId,
      vehicleId: props.vehicleId,
      entryId: props.entryId,
      language: i18n.language as Language,
    },
  });
  const phase = useSelector(drawer, phaseOf);
  const context = useSelector(drawer, (s) => s.context);
  const closed = useSelector(drawer, (s) => s.hasTag('closed'));
  const busy = useSelector(drawer, (s) =>
    s.hasTag('saving')
      ? 'saving'
      : s.hasTag('syncing')
        ? 'syncing'
        : s.hasTag('deleting')
          ? 'deleting'
          : s.hasTag('downloading')
            ? 'downloading'
            : null,
  );
  const modal = useSelector(drawer, (s) =>
    s.hasTag('confirmDelete') || s.hasTag('deleting')
      ? 'confirmDelete'
      : s.hasTag('confirmClose')
        ? 'confirmClose'
        : s.hasTag('defectNotice')
          ? 'defectNotice'
          : null,
  );
  const can = useSelector(
    drawer,
    (s) => ({
      save: s.can({ type: 'user.save' }),
      finalize: s.can({ type: 'user.finalize' }),
      delete: s.can({ type: 'user.delete' }),
    }),
    (a, b) => a.save === b.save && a.finalize === b.finalize && a.delete === b.delete,
  );
  const flow = useSelector(
    drawer,
    (s) => s.children.finalize as ActorRefFrom<EntryFinalizeMachine> | undefined,
  );
  const notices = useSelector(
    drawer,
    (s) => s.children.notice as ActorRefFrom<EntryNoticeMachine> | undefined,
  );
  // Saving waits for the vehicle's restrictions to be acknowledged (issue 30 §2: the gate says which).
  const [blocked, setBlocked] = useState(false);
  const gateVehicle = context.form.header.vehicleIdRef;
  const signatureUrl = useBlobUrl(context.signature);
  const nowMs = useMinuteClock();
  const commented = useRef(false);
  const { onClose } = props;
  // Told once per opening: the page's `onClose` is a new function on every render and reloads the list
  // (a re-render), so an effect re-run on it would loop; and this finished session stays mounted (for
  // its snackbar), where a repeated call would close the next opening.
  const reported = useRef(false);
  useEffect(() => {
    if (!closed || reported.current) return;
    reported.current = true;
    onClose(context.changed || commented.current);
  }, [closed, context.changed, onClose]);

  const header = context.entry?.header ?? null;
  const showComments =
    props.canReadComments && phase === 'readOnly' && context.status === 'finalized' && header !== null;
  return (
    <>
      <EntryDrawerView
        open={props.open && !closed}
        vehicleName={props.vehicleName}
        phase={phase}
        status={context.status}
        createdBy={
          header
            ? {
                name: `${header.creatorAccountFirstName} ${header.creatorAccountLastName}`,
                date: formatDateTime(Date.parse(header.createTimestamp)),
              }
            : null
        }
        form={context.form}
        onChange={(form) => drawer.send({ type: 'user.edit', form })}
        issues={context.showIssues ? context.issues : []}
        a1={{
          lastA1: context.lastA1,
          required: isA1Required(context.form.header.referenceTimestamp, context.lastA1),
        }}
        referenceFixed={context.onServer}
        nowMs={nowMs}
        busy={busy}
        can={blocked ? { ...can, save: false, finalize: false } : can}
        restrictions={
          props.restrictions && phase === 'editable' && gateVehicle !== null ? (
            <EntryRestrictionGate
              key={gateVehicle}
              {...props.restrictions}
              vehicleId={gateVehicle}
              onBlocked={setBlocked}
              refused={context.notice?.key === 'labels.restrictionsUnacknowledged'}
            />
          ) : null
        }
        comments={
          showComments
            ? {
                count: header.commentsCount,
                content: (
                  <EntryCommentsScreen
                    organisationId={props.organisationId}
                    entryId={context.entryId}
                    entryHasDefects={context.entry?.defects != null}
                    onCommented={() => {
                      commented.current = true;
                    }}
                  />
                ),
              }
            : null
        }
        signatureUrl={signatureUrl}
        signedByName={context.entry?.signedByName ?? null}
        alarms={context.entry?.alarms}
        storageFull={context.storageFull}
        onSave={() => drawer.send({ type: 'user.save' })}
        onFinalize={() => drawer.send({ type: 'user.finalize' })}
        onDelete={() => drawer.send({ type: 'user.delete' })}
        onClose={() => drawer.send({ type: 'user.close' })}
        onRecreate={() => drawer.send({ type: 'user.recreate' })}
        onRetry={() => drawer.send({ type: 'user.retry' })}
        onDownload={() => drawer.send({ type: 'user.downloadDocument' })}
      >
        <EntryModals
          modal={modal}
          busy={busy === 'deleting'}
          onConfirm={(which) =>
            drawer.send({
              type:
                which === 'confirmDelete'
                  ? 'user.confirmDelete'
                  : which === 'confirmClose'
                    ? 'user.discardChanges'
                    : 'user.dismissDefectNotice',
            })
          }
          onCancel={(which) =>
            drawer.send({
              type:
                which === 'confirmDelete'
                  ? 'user.cancelDelete'
                  : which === 'confirmClose'
                    ? 'user.keepEditing'
                    : 'user.dismissDefectNotice',
            })
          }
        />
        {flow && <EntryFinalizeSignature flow={flow} />}
      </EntryDrawerView>
      {notices && <EntryNoticeSnackbar notices={notices} />}
    </>
  );
}
