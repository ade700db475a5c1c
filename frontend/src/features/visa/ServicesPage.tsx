import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TClientService } from '@tov/contracts';
import { errorText } from '../../api/error-text';
import { UserText } from '../../components/UserText';
import { useClientServicesQuery } from './services-endpoints';
import { wonText } from './services-format';
import { ServiceStatus } from './ServiceStatus';
import { interfaceLanguage } from './text';
import { VisaNav } from './VisaNav';
import './services.css';

function ServiceRow({ service }: { service: TClientService }) {
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  const { done, total } = service.progress;
  return (
    <li className="card service-card" data-testid={`service-${service.serviceId}`}>
      <div className="row-between">
        <h2 className="service-title">
          <Link to={`/visa/services/${encodeURIComponent(service.serviceId)}`} data-testid="service-open">
            {t(`visa.expert.options.${service.serviceOption}`)} · {service.visaType}
          </Link>
        </h2>
        <ServiceStatus status={service.status} />
      </div>
      <dl className="facts">
        <dt>{t('visa.services.expert')}</dt>
        <dd>
          <UserText>{service.expertName}</UserText>
        </dd>
        <dt>{t('visa.services.amount')}</dt>
        <dd>{wonText(t, service.amount, lng)}</dd>
        <dt>{t('visa.services.progress')}</dt>
        <dd>
          {total === 0 ? (
            t('visa.services.noRoadmapShort')
          ) : (
            <>
              <progress className="service-progress" max={total} value={done} aria-label={t('visa.services.progress')} />{' '}
              {t('visa.services.progressValue', { done, total })}
            </>
          )}
        </dd>
      </dl>
    </li>
  );
}

/** /visa/services: the applicant's paid services, newest first as the service lists them, each with its status and progress. */
export default function ServicesPage() {
  const { t, i18n } = useTranslation('visa');
  const list = useClientServicesQuery();
  const items = list.isError ? null : list.data;

  return (
    <section className="page visa-services" data-testid="visa-services">
      <h1>{t('visa.services.title')}</h1>
      <VisaNav />
      <p className="muted">{t('visa.services.intro')}</p>
      {list.isError && (
        <div className="alert alert-error" role="alert">
          {errorText(i18n, list.error ?? {}, 'visa:visa.services.failed')}
        </div>
      )}
      {list.isLoading && <p className="muted">{t('common.loading')}</p>}
      {items && items.length === 0 && (
        <div className="empty-state" data-testid="services-empty">
          <p>{t('visa.services.empty')}</p>
          <Link to="/visa/step1" className="btn btn-primary btn-small">
            {t('visa.services.startAssessment')}
          </Link>
        </div>
      )}
      {items && items.length > 0 && (
        <ul className="card-list service-list" data-testid="service-list">
          {items.map((service) => (
            <ServiceRow key={service.serviceId} service={service} />
          ))}
        </ul>
      )}
    </section>
  );
}
