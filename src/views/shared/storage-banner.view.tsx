import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons';
import './top-banner.css';

export interface StorageBannerProps {
  /** `full`: writes are refused (shown to everyone); `warning`: nearly full (administrators only). */
  readonly level: 'full' | 'warning';
  /** The user administers the portal: the text says what to do about it. */
  readonly administers: boolean;
}

/**
 * The server's storage (issue 37), fixed at the top like the offline banner: full (red, announced at
 * once, since a change typed now cannot be saved) or nearly full (amber, politely, for administrators).
 */
export function StorageBanner({ level, administers }: StorageBannerProps) {
  const { t } = useTranslation('common');
  const full = level === 'full';
  return (
    <div
      className="top-banner"
      data-level={level}
      data-tone={full ? 'danger' : undefined}
      role={full ? 'alert' : 'status'}
      data-testid="storage-banner"
    >
      <AlertIcon size={16} />
      <span>{t(full ? (administers ? 'storage.fullAdmin' : 'storage.full') : 'storage.warning')}</span>
    </div>
  );
}
