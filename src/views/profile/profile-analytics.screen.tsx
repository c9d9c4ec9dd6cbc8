import { useSelector } from '@xstate/react';
import type { AnalyticsConsentActor } from '../shared/app-services';
import { ProfileAnalyticsView } from './profile-analytics.view';

/** The profile's analytics switch, while analytics is offered to this account (tag `available`). */
export function ProfileAnalyticsScreen({ actor }: { readonly actor: AnalyticsConsentActor | undefined }) {
  return actor === undefined ? null : <ProfileAnalyticsOf actor={actor} />;
}

function ProfileAnalyticsOf({ actor }: { readonly actor: AnalyticsConsentActor }) {
  const available = useSelector(actor, (s) => s.hasTag('available'));
  const granted = useSelector(actor, (s) => s.context.consent === 'granted');
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  const saveFailed = useSelector(actor, (s) => s.hasTag('saveFailed'));
  if (!available) return null;
  return (
    <ProfileAnalyticsView
      granted={granted}
      saving={saving}
      saveFailed={saveFailed}
      onChange={(checked) =>
        actor.send({ type: 'user.chooseConsent', consent: checked ? 'granted' : 'denied' })
      }
      onRetry={() => actor.send({ type: 'user.retrySave' })}
    />
  );
}
