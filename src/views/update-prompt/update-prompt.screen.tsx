import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { UpdatePromptActor } from '../shared/app-services';
import { UpdatePrompt } from './update-prompt.view';

/** The prompts once their actor is loaded (after the first login); nothing until then. */
export function UpdatePromptScreen({
  handle,
}: {
  readonly handle: { readonly ready: Promise<UpdatePromptActor> };
}) {
  const [actor, setActor] = useState<UpdatePromptActor | null>(null);
  useEffect(() => {
    let current = true;
    void handle.ready.then((loaded) => {
      if (current) setActor(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [handle]);
  return actor === null ? null : <UpdatePromptOf actor={actor} />;
}

/** The update and message prompts as the app-wide update prompt actor says. */
export function UpdatePromptOf({ actor }: { readonly actor: UpdatePromptActor }) {
  const updateShown = useSelector(actor, (s) => s.hasTag('updateShown'));
  const refreshing = useSelector(actor, (s) => s.hasTag('refreshing'));
  const messageShown = useSelector(actor, (s) => s.hasTag('messageShown'));
  const detailsOpen = useSelector(actor, (s) => s.hasTag('details'));
  const answer = useSelector(actor, (s) => s.context.answer);
  return (
    <UpdatePrompt
      updateShown={updateShown}
      refreshing={refreshing}
      message={messageShown ? (answer?.userMsg ?? null) : null}
      detailsOpen={detailsOpen}
      dismissDisabled={answer?.isDisableDismissButton ?? false}
      onLater={() => actor.send({ type: 'user.later' })}
      onRefresh={() => actor.send({ type: 'user.refresh' })}
      onDismiss={() => actor.send({ type: 'user.dismissMessage' })}
      onOpenDetails={() => actor.send({ type: 'user.openDetails' })}
      onCloseDetails={() => actor.send({ type: 'user.closeDetails' })}
    />
  );
}
