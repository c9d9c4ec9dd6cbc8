import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { contentDocumentMachinesFor } from '../../machines/content/content-documents';
import type { RouteViewProps } from '../shared/routes';
import { FaqView } from './faq.view';

/** The FAQ route: the questions in the page language, read again when the language changes. */
export function FaqScreen({ services }: RouteViewProps) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [machine] = useState(() => contentDocumentMachinesFor(services.content).faq);
  const actor = useActorRef(machine, { input: { key: language } });
  useEffect(() => actor.send({ type: 'key.changed', key: language }), [actor, language]);
  const faq = useSelector(actor, (s) => s.context.document);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  return (
    <FaqView faq={faq} loading={loading} failed={failed} onRetry={() => actor.send({ type: 'user.retry' })} />
  );
}
