import { Button, Callout, Flex, Heading, Spinner, Text, TextArea } from '@radix-ui/themes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RESTRICTION_LIMITS } from '../../../api/contract/restrictions-limits';
import type { Restriction } from '../../../api/contract/restrictions.contract';
import { RestrictionCard } from './restriction-card.view';
import { RestrictionFormView, type RestrictionFormProps } from './restriction-form.view';
import './restrictions.css';

export interface RestrictionsViewProps {
  readonly phase: 'loading' | 'loadFailed' | 'ready' | 'creating' | 'lifting';
  readonly active: readonly Restriction[];
  readonly history: readonly Restriction[];
  readonly canEdit: boolean;
  readonly canAcknowledge: boolean;
  readonly busy: boolean;
  /** A refusal of an acknowledgement or lifting (409: it ended meanwhile), or a failed load. */
  readonly failure: 'conflict' | 'failed' | null;
  readonly form: Omit<RestrictionFormProps, 'submitting'>;
  readonly lift: { readonly remark: string; readonly onRemark: (remark: string) => void };
  readonly onRetry: () => void;
  readonly onAdd: () => void;
  readonly onAcknowledge: (id: number) => void;
  readonly onLift: (id: number) => void;
  readonly onSubmitLift: () => void;
  readonly onCancel: () => void;
}

/**
 * A vehicle's restriction notices (issue 30 §2) at the top of its logbook and in its panel: the
 * active ones with acknowledge and lift, the form to attach one, and the history. With none in force the
 * heading says so ("No restriction in force"), not "0 restrictions in force" and the sentence again.
 */
export function RestrictionsView(props: RestrictionsViewProps) {
  const { t } = useTranslation('fleet');
  const remarkId = useId();
  if (props.phase === 'loading') return <Spinner role="status" aria-label={t('restrictions.loading')} />;
  if (props.phase === 'loadFailed') {
    return (
      <Callout.Root color="red" size="1" role="alert">
        <Callout.Text>{t('restrictions.loadFailed')}</Callout.Text>
        <Button size="1" variant="soft" onClick={props.onRetry}>
          {t('restrictions.retry')}
        </Button>
      </Callout.Root>
    );
  }
  return (
    <section className="restrictions" data-testid="restrictions" aria-labelledby={`${remarkId}-title`}>
      <Flex direction="column" gap="2" mb="3">
        <Flex justify="between" align="center">
          <Heading as="h2" size="3" id={`${remarkId}-title`}>
            {props.active.length === 0
              ? t('restrictions.none')
              : t('restrictions.title', { count: props.active.length })}
          </Heading>
          {props.canEdit && props.phase === 'ready' && (
            <Button size="1" onClick={props.onAdd} data-testid="restriction-add">
              {t('restrictions.add')}
            </Button>
          )}
        </Flex>
        {props.failure && (
          <Callout.Root color="red" size="1" role="alert">
            <Callout.Text>
              {t(props.failure === 'conflict' ? 'restrictions.conflict' : 'restrictions.failed')}
            </Callout.Text>
          </Callout.Root>
        )}
        {props.phase === 'creating' && <RestrictionFormView {...props.form} submitting={props.busy} />}
        {props.active.map((r) => (
          <RestrictionCard
            key={r.id}
            restriction={r}
            canAcknowledge={props.canAcknowledge && r.acknowledgedByMe === null && props.phase === 'ready'}
            canLift={props.canEdit && props.phase === 'ready'}
            busy={props.busy}
            onAcknowledge={() => props.onAcknowledge(r.id)}
            onLift={() => props.onLift(r.id)}
          />
        ))}
        {props.phase === 'lifting' && (
          <Flex direction="column" gap="2" data-testid="restriction-lift-form">
            <Text as="label" size="2" htmlFor={remarkId}>
              {t('restrictions.liftRemark')}
            </Text>
            <TextArea
              id={remarkId}
              value={props.lift.remark}
              maxLength={RESTRICTION_LIMITS.maxRemark}
              onChange={(event) => props.lift.onRemark(event.target.value)}
              data-testid="restriction-remark"
            />
            <Flex gap="2">
              <Button
                size="1"
                disabled={props.busy || props.lift.remark.trim() === ''}
                onClick={props.onSubmitLift}
                data-testid="restriction-lift-submit"
              >
                {t('restrictions.lift')}
              </Button>
              <Button size="1" variant="soft" onClick={props.onCancel}>
                {t('restrictions.cancel')}
              </Button>
            </Flex>
          </Flex>
        )}
        {props.history.length > 0 && (
          <details data-testid="restriction-history">
            <summary className="restriction-history-toggle">
              {t('restrictions.history', { count: props.history.length })}
            </summary>
            <Flex direction="column" gap="2" mt="2">
              {props.history.map((r) => (
                <RestrictionCard
                  key={r.id}
                  restriction={r}
                  canAcknowledge={false}
                  canLift={false}
                  busy={false}
                  onAcknowledge={() => undefined}
                  onLift={() => undefined}
                />
              ))}
            </Flex>
          </details>
        )}
      </Flex>
    </section>
  );
}
