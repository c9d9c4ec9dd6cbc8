import { Flex } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { EntryFinalizeMachine } from '../../../machines/logbook/entry/entry-finalize.machine';
import type { EntryNoticeMachine } from '../../../machines/logbook/entry/entry-notice.machine';
import { LabelledCheck } from '../../shared/labelled-check.view';
import { Snackbar } from '../../shared/snackbar/snackbar.view';
import { SignatureModal } from '../signature/signature-modal.view';
import { signByNameMessageKey } from '../signature/sign-by-name-message';
import { serverNow } from '../../../api/server-clock';

/** The finalise child's signature modal with the two confirmations (spec 001 §5). */
export function EntryFinalizeSignature({ flow }: { readonly flow: ActorRefFrom<EntryFinalizeMachine> }) {
  const { t } = useTranslation('logbookEntry');
  const signing = useSelector(flow, (s) => s.hasTag('signing'));
  const agreed = useSelector(flow, (s) => s.hasTag('agreed'));
  const confirmed = useSelector(flow, (s) => s.hasTag('confirmed'));
  const confirmingName = useSelector(flow, (s) => s.hasTag('confirmingName'));
  const nameFailure = useSelector(flow, (s) => (s.hasTag('nameRefused') ? s.context.nameFailure : null));
  return (
    <SignatureModal
      open={signing}
      title={t('modals.finalizeTitle')}
      saveDisabled={!agreed || !confirmed}
      onSave={(signatureImage) => flow.send({ type: 'user.sign', signatureImage })}
      onCancel={() => flow.send({ type: 'user.cancelSignature' })}
      byName={{
        onSign: (fullName, passkey, signatureImage) =>
          flow.send({ type: 'user.signByName', fullName, passkey, signatureImage }),
        busy: confirmingName,
        error: nameFailure ? t(signByNameMessageKey(nameFailure)) : null,
      }}
    >
      <Flex direction="column" gap="2" mt="3">
        <LabelledCheck
          label={t('signature.agreement')}
          checked={agreed}
          onCheckedChange={() => flow.send({ type: 'user.toggleAgreement' })}
        />
        <LabelledCheck
          label={t('signature.submission')}
          checked={confirmed}
          onCheckedChange={() => flow.send({ type: 'user.toggleConfirmation' })}
        />
      </Flex>
    </SignatureModal>
  );
}

/** The drawer's snackbar: the notice child's message, 3 s. */
export function EntryNoticeSnackbar({ notices }: { readonly notices: ActorRefFrom<EntryNoticeMachine> }) {
  const { t } = useTranslation('logbookEntry');
  const notice = useSelector(notices, (s) => s.context.notice);
  const text = notice ? t(notice.key) : null;
  return (
    <Snackbar
      testId="entry-snackbar"
      message={
        text !== null && notice?.status != null
          ? t('labels.withStatus', { text, status: notice.status })
          : text
      }
      tone={notice?.tone ?? 'success'}
      onDismiss={() => notices.send({ type: 'user.dismissNotice' })}
    />
  );
}

/** A blob (the signature image) as a data URL to show; null until read. */
export const useBlobUrl = (blob: Blob | null): string | null => {
  const [read, setRead] = useState<{ readonly blob: Blob; readonly url: string } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    let current = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (current && typeof reader.result === 'string') setRead({ blob, url: reader.result });
    };
    reader.readAsDataURL(blob);
    return () => {
      current = false;
    };
  }, [blob]);
  return read && read.blob === blob ? read.url : null;
};

/** The clock for the time pickers' upper bound, moved on every minute. */
export const useMinuteClock = (): number => {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
};
