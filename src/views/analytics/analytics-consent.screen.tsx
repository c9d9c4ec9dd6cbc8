import { useSelector } from '@xstate/react';
import type { AnalyticsConsentActor } from '../shared/app-services';
import { AnalyticsConsentView } from './analytics-consent.view';

/** The analytics question as the app-wide analytics consent actor says; nothing without the actor. */
export function AnalyticsConsentScreen({ actor }: { readonly actor: AnalyticsConsentActor | undefined }) {
  return actor === undefined ? null : <AnalyticsConsentOf actor={actor} />;
}

function AnalyticsConsentOf({ actor }: { readonly actor: AnalyticsConsentActor }) {
  const asking = useSelector(actor, (s) => s.hasTag('asking'));
  const saveFailed = useSelector(actor, (s) => s.hasTag('saveFailed'));
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  return (
    <AnalyticsConsentView
      asking={asking}
      saveFailed={saveFailed}
      saving={saving}
      onAllow={() => actor.send({ type: 'user.chooseConsent', consent: 'granted' })}
      onDecline={() => actor.send({ type: 'user.chooseConsent', consent: 'denied' })}
      onRetry={() => actor.send({ type: 'user.retrySave' })}
    />
  );
}
