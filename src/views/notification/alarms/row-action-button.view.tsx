import { Button } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface RowActionButtonProps {
  /** A secondary action (clear, link) in grey; the main one in the accent colour. */
  readonly secondary?: boolean;
  readonly disabled: boolean;
  readonly onClick: () => void;
  readonly testId: string;
  readonly children: ReactNode;
}

/** A small soft button of an alarm row's actions (acknowledge, clear, create or link a defect). */
export function RowActionButton({ secondary, disabled, onClick, testId, children }: RowActionButtonProps) {
  return (
    <Button
      type="button"
      size="1"
      variant="soft"
      {...(secondary ? { color: 'gray' as const } : {})}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
