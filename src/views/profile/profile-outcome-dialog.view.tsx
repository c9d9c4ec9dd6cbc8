import { useTranslation } from 'react-i18next';
import { OutcomeDialog } from './outcome-dialog.view';
import type { ProfileOutcome } from './profile-outcome';

export interface ProfileOutcomeDialogProps {
  readonly outcome: ProfileOutcome;
  readonly onDismiss: () => void;
}

/** The outcome of the profile or language save: closes itself after 2 s (saved) or 4 s (failed). */
export function ProfileOutcomeDialog({ outcome, onDismiss }: ProfileOutcomeDialogProps) {
  const { t } = useTranslation('profile');
  const saved = outcome?.kind === 'saved';
  return (
    <OutcomeDialog
      open={outcome !== null}
      ok={saved}
      title={saved ? t('dialog.savedTitle') : t('dialog.failedTitle')}
      text={
        outcome?.kind === 'saved'
          ? outcome.saved === 'profile'
            ? t('dialog.savedProfile')
            : t('dialog.savedLanguage')
          : t(`dialog.failed.${outcome?.reason ?? 'other'}`)
      }
      testId="profile-outcome"
      onDismiss={onDismiss}
    />
  );
}
