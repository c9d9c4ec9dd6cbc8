import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { LabelledCheck } from '../shared/labelled-check.view';

export interface ProfileSwitchCardProps {
  readonly title: string;
  readonly legend: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
  readonly 'data-testid'?: string;
  /** Below the switch: how its change is going (saving, failed). */
  readonly children?: ReactNode;
}

/**
 * A profile setting that is one switch (analytics, how long messages stay): a card with its title,
 * a legend that says what the switch does, and the switch. Props in, callbacks out.
 */
export function ProfileSwitchCard(props: ProfileSwitchCardProps) {
  // The legend describes the switch to a screen reader; its id is unique however many cards show.
  const legendId = useId();
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {props.title}
        </Heading>
        <Text as="p" size="2" color="gray" id={legendId}>
          {props.legend}
        </Text>
        <LabelledCheck
          kind="switch"
          label={props.label}
          checked={props.checked}
          aria-describedby={legendId}
          {...(props['data-testid'] ? { 'data-testid': props['data-testid'] } : {})}
          onCheckedChange={props.onCheckedChange}
        />
        {props.children}
      </Flex>
    </Card>
  );
}
