import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface VehicleGridPeriodProps {
  /** The date-range picker (it carries its own label: the drawer adds none, or it would show twice). */
  readonly dateRange: ReactNode;
  /** The period reaches past today (the picker blocks it; said here in case). */
  readonly periodInFuture: boolean;
  /** What is said under the picker then (each drawer's own text). */
  readonly futureWarning: string;
}

/** An export drawer's period slot: the date-range picker and, if needed, why the period cannot be exported. */
export function VehicleGridPeriod(props: VehicleGridPeriodProps) {
  return (
    <Flex direction="column" gap="1">
      {props.dateRange}
      {props.periodInFuture && (
        <Text size="2" color="red" role="alert">
          {props.futureWarning}
        </Text>
      )}
    </Flex>
  );
}
