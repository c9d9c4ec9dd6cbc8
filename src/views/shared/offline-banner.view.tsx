import { useTranslation } from 'react-i18next';
import { OfflineIcon } from './icons';
import './top-banner.css';

/** The connection-lost banner (labels.noConnection), fixed at the top while offline. */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  return (
    <div className="top-banner" role="status" aria-live="assertive">
      <OfflineIcon size={16} />
      <span>{t('labels.noConnection')}</span>
    </div>
  );
}
