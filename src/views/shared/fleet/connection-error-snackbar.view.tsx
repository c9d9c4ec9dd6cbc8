import { Callout, Flex, IconButton } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CrossIcon } from '../icons';
import './fleet.css';

export interface ConnectionErrorSnackbarProps {
  readonly open: boolean;
  readonly onDismiss: () => void;
}

/**
 * The 'Connection Error' error snackbar after a failed live-data call (spec 000 §8). The connection-error
 * machine keeps it for 10 s and never opens it while offline (the fixed banner says so already).
 */
export function ConnectionErrorSnackbar({ open, onDismiss }: ConnectionErrorSnackbarProps) {
  const { t } = useTranslation('fleet');
  if (!open) return null;
  return (
    <div className="fleet-snackbar" data-testid="connection-error-snackbar">
      <Callout.Root color="red" variant="surface" role="alert" size="1">
        <Callout.Icon>
          <AlertIcon />
        </Callout.Icon>
        <Flex align="center" gap="4" justify="between">
          <Callout.Text weight="medium">{t('messages.connectionError')}</Callout.Text>
          <IconButton
            type="button"
            size="1"
            variant="ghost"
            color="red"
            aria-label={t('labels.dismiss')}
            onClick={onDismiss}
          >
            <CrossIcon size={14} />
          </IconButton>
        </Flex>
      </Callout.Root>
    </div>
  );
}
