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
 * Errors are announced at once (role alert, which screen readers announce as it appears), the rest
 * politely, through a status region that is on the page before the message comes (issue 36: a status
 * region inserted together with its message is not announced by every screen reader). The region is
 * empty and takes no room while nothing shows.
 */
export function Snackbar({ message, tone, onDismiss, testId = 'snackbar' }: SnackbarProps) {
  const { t } = useTranslation('common');
  const body = (role: 'alert' | undefined) => (
    <div className="app-snackbar" data-testid={testId} data-tone={tone} role={role}>
      <Callout.Root color={COLOR[tone]} variant="surface" size="1">
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
  return (
    <>
      <div className="app-snackbar-region" role="status" aria-atomic="true">
        {message !== null && tone !== 'error' && body(undefined)}
      </div>
      {message !== null && tone === 'error' && body('alert')}
    </>
  );
}
