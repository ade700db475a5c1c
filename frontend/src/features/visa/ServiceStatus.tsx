import { useTranslation } from 'react-i18next';
import type { TServiceStatus } from '@tov/contracts';

/** A service's status as a badge (completed in green, cancelled in red). */
export function ServiceStatus({ status }: { status: TServiceStatus }) {
  const { t } = useTranslation('visa');
  const tone = status === 'completed' ? ' badge-success' : status === 'cancelled' ? ' badge-danger' : '';
  return (
    <span className={`badge service-status${tone}`} data-testid="service-status" data-status={status}>
      {t(`visa.services.statuses.${status}`)}
    </span>
  );
}
