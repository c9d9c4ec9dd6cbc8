import { Callout, Flex, IconButton } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CrossIcon } from '../icons';
import './snackbar.css';

export type SnackbarTone = 'success' | 'error' | 'info';

export interface SnackbarProps {
  /** The text, already translated; nothing shows while null. */
  readonly message: string | null;
  readonly tone: SnackbarTone;
  readonly onDismiss: () => void;
  readonly testId?: string;
}

const COLOR = { success: 'green', error: 'red', info: 'blue' } as const;

/**
 * A message at the bottom of the page (spec 001 §8 snackbars). How long it stays (3000 ms by default,
 * spec 001 §9) is the business of the machine that holds the message; this view only shows it.
 * Errors are announced at once (role alert), the rest politely (role status).
 */
export function Snackbar({ message, tone, onDismiss, testId = 'snackbar' }: SnackbarProps) {
  const { t } = useTranslation('common');
  if (message === null) return null;
  return (
    <div className="app-snackbar" data-testid={testId} data-tone={tone}>
      <Callout.Root
        color={COLOR[tone]}
        variant="surface"
        role={tone === 'error' ? 'alert' : 'status'}
        size="1"
      >
        {tone === 'error' && (
          <Callout.Icon>
            <AlertIcon />
          </Callout.Icon>
        )}
        <Flex align="center" gap="4" justify="between">
          <Callout.Text weight="medium">{message}</Callout.Text>
          <IconButton
            type="button"
            size="1"
            variant="ghost"
            color={COLOR[tone]}
            aria-label={t('actions.dismiss')}
            onClick={onDismiss}
          >
            <CrossIcon size={14} />
          </IconButton>
        </Flex>
      </Callout.Root>
    </div>
  );
}
