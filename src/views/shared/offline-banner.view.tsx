import { useTranslation } from 'react-i18next';
import { OfflineIcon } from './icons';
import './offline-banner.css';

/** The connection-lost banner (labels.noConnection), fixed at the top while offline. */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  return (
    <div className="offline-banner" role="status" aria-live="assertive">
      <OfflineIcon size={16} />
      <span>{t('labels.noConnection')}</span>
    </div>
  );
}
