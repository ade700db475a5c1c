import { useTranslation } from 'react-i18next';
import { InfoLayout } from './InfoLayout';

export default function AdminTovsparkPage() {
  const { t } = useTranslation();
  return (
    <InfoLayout ns="pages.adminTovspark" links={[{ to: '/admin-dashboard', labelKey: 'dashboard.admin.title' }, { to: '/tovspark', labelKey: 'nav.tovspark' }]}>
      <p className="empty-state">{t('common.serviceNotAvailable')}</p>
    </InfoLayout>
  );
}
