import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { samePeriod } from '../../../machines/period/period.rules';
import type { GraphMachine } from '../../../machines/reporting/graph.machine';
import type { SelectionActor } from '../../shared/app-services';
import { PeriodPickerScreen, usePeriodActor } from '../../shared/date-range/period-picker.screen';
import { GraphDrawer } from './graph-drawer.view';
import { OwnBoundary } from '../../shared/own-boundary';

type GraphActor = ActorRefFrom<GraphMachine>;

interface GraphDrawerScreenProps {
  readonly graph: GraphActor;
  readonly selection: SelectionActor;
}

/** The graph drawer while its actor is open (closing unmounts it and its period). */
export function GraphDrawerScreen({ graph, selection }: GraphDrawerScreenProps) {
  const open = useSelector(graph, (s) => s.hasTag('open'));
  // Its own boundary: its texts load at the first opening (see OwnBoundary).
  return open ? (
    <OwnBoundary>
      <OpenGraphDrawer graph={graph} selection={selection} />
    </OwnBoundary>
  ) : null;
}

function OpenGraphDrawer({ graph, selection }: GraphDrawerScreenProps) {
  const context = useSelector(graph, (s) => s.context);
  const loadingSeries = useSelector(graph, (s) => s.hasTag('loadingSeries'));
  const loadingPie = useSelector(graph, (s) => s.hasTag('loadingPie'));
  // The drawer's own range (spec 000 §5: the graph picker also blocks days outside the vehicle's
  // window), starting at the page's period; a pick is the user's choice of the graph's period.
  const period = usePeriodActor({
    kind: 'graph',
    selection,
    lockForCranes: false,
    inAddress: false,
    initialPeriod: context.period,
  });
  useEffect(() => {
    const subscription = period.subscribe((snapshot) => {
      const applied = snapshot.context.applied;
      if (applied && !samePeriod(applied, graph.getSnapshot().context.period))
        graph.send({ type: 'user.changePeriod', period: applied });
    });
    return () => subscription.unsubscribe();
  }, [period, graph]);
  return (
    <GraphDrawer
      open
      vehicleName={context.vehicle?.name ?? ''}
      isEloc={context.vehicle?.isEloc === true}
      metric={context.metric}
      chart={context.chart}
      series={context.series}
      pie={context.pie}
      pieLayout={context.pieLayout}
      loadingSeries={loadingSeries}
      loadingPie={loadingPie}
      dateRange={<PeriodPickerScreen period={period} />}
      onClose={() => graph.send({ type: 'user.close' })}
      onChooseChart={(chart) => graph.send({ type: 'user.chooseChart', chart })}
      onChooseMetric={(metric) => graph.send({ type: 'user.chooseMetric', metric })}
      onToggleSlices={() => graph.send({ type: 'user.toggleSlices' })}
    />
  );
}
