import {
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { AnyStateMachine } from 'xstate';
import type { EventVariants } from '../../machines/testing/machine-graph';
import { createWalkerController } from './machine-walker.controller';
import { acceptedEvents, eventLabel, listReachableStates } from './machine-walker.helpers';

/** Props of {@link MachineWalker}. */
export interface MachineWalkerProps {
  readonly title: string;
  readonly machine: AnyStateMachine;
  /** Start inputs by name (e.g. the stored token: none, expired, valid). */
  readonly inputs: Readonly<Record<string, unknown>>;
  /** Payload variants per event type, incl. invoke outcomes (the same the model-based tests use). */
  readonly eventVariants: EventVariants;
  readonly initialInput?: string;
}

const styles = {
  root: { fontFamily: 'system-ui, sans-serif', fontSize: 14, display: 'grid', gap: 12, padding: 12 },
  section: { border: '1px solid #d0d7de', borderRadius: 6, padding: 8, display: 'grid', gap: 6 },
  row: { display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' },
  button: { font: 'inherit', padding: '2px 8px', cursor: 'pointer' },
  current: { font: 'inherit', padding: '2px 8px', fontWeight: 700 },
  pre: { margin: 0, maxHeight: 320, overflow: 'auto', background: '#f6f8fa', padding: 6, fontSize: 12 },
  note: { color: '#57606a' },
} satisfies Record<string, CSSProperties>;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section style={styles.section} aria-label={title}>
    <strong>{title}</strong>
    {children}
  </section>
);

/**
 * Steps through a machine for QA (no maintained Storybook addon supports XState 5): the current
 * state, tags and context; one button per event the state accepts (`snapshot.can`), with preset
 * payloads; invoked calls that wait for "resolve" / "reject"; a jump to any reachable state
 * (`resolveState`: no entry actions, nothing invoked, no timers); and a reset per start input.
 */
export const MachineWalker = ({
  title,
  machine,
  inputs,
  eventVariants,
  initialInput,
}: MachineWalkerProps) => {
  const [controller] = useState(() =>
    createWalkerController({ machine, inputs, initialInput: initialInput ?? Object.keys(inputs)[0] ?? '' }),
  );
  useEffect(() => {
    controller.start();
    return () => controller.stop();
  }, [controller]);
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const reachable = useMemo(
    () => listReachableStates(machine, inputs, eventVariants),
    [machine, inputs, eventVariants],
  );
  const { snapshot } = state;
  const currentKey = JSON.stringify(snapshot.value);
  const events = acceptedEvents(snapshot, eventVariants);

  return (
    <div style={styles.root}>
      <h2 style={{ margin: 0 }}>{title}</h2>
      <Section title="Start">
        <div style={styles.row}>
          {Object.keys(inputs).map((name) => (
            <button key={name} type="button" style={styles.button} onClick={() => controller.reset(name)}>
              reset: {name}
            </button>
          ))}
        </div>
      </Section>
      <Section title="Current state">
        <code data-testid="walker-state">{currentKey}</code>
        <div>tags: {[...snapshot.tags].sort().join(', ') || '(none)'}</div>
        <div style={styles.note}>
          start input: {state.inputName}
          {state.jumpedTo
            ? ' (jumped: nothing was invoked, no timer runs; outcomes below are sent directly)'
            : ''}
        </div>
      </Section>
      <Section title="Events">
        <div style={styles.row}>
          {events.length === 0 ? <span style={styles.note}>This state accepts no event.</span> : null}
          {events.map((event) => {
            const label = eventLabel(event);
            return (
              <button key={label} type="button" style={styles.button} onClick={() => controller.send(event)}>
                {label}
              </button>
            );
          })}
        </div>
        <div style={styles.note}>
          waiting calls: {state.pending.map((call) => call.id).join(', ') || '(none)'}
        </div>
      </Section>
      <Section title="Reachable states">
        <div style={styles.row}>
          {reachable.map((target) => (
            <button
              key={target.key}
              type="button"
              title={
                target.transient ? `passed while starting with ${target.inputName}` : target.path.join(' → ')
              }
              style={target.key === currentKey ? styles.current : styles.button}
              onClick={() =>
                target.transient ? controller.reset(target.inputName) : controller.jump(target)
              }
            >
              {target.transient ? `${target.key} (reset: ${target.inputName})` : target.key}
            </button>
          ))}
        </div>
      </Section>
      <Section title="Context">
        <pre style={styles.pre}>{JSON.stringify(snapshot.context, null, 2)}</pre>
      </Section>
      <Section title="Side effects run">
        <pre style={styles.pre}>{state.actionLog.join('\n') || '(none yet)'}</pre>
      </Section>
    </div>
  );
};
