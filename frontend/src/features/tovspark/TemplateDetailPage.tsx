import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { errorText } from '../../api/error-text';
import { UserText } from '../../components/UserText';
import { useAppSelector } from '../../store/hooks';
import { hasAnyRole } from '../auth/redirects';
import { RatingStars, RatingSummary } from './RatingStars';
import { TEMPLATE_CREATOR_ROLES, useMayRate } from './TemplateCard';
import { useTemplateQuery } from './tovspark-endpoints';
import { useTemplateRating } from './use-template-rating';
import type { TTemplate } from '@tov/contracts';
import './templates.css';

function TemplateDetail({ template }: { template: TTemplate }) {
  const { t } = useTranslation('tovspark');
  const user = useAppSelector((s) => s.auth.user);
  const { shown, rate, saving } = useTemplateRating(template);
  const mayRate = useMayRate(template);
  return (
    <section className="template-detail" data-testid="template-detail">
      <ul className="chips">
        <li className="chip chip-active">{t(`category.${template.category}`)}</li>
        <li className="chip">{t(`difficulty.${template.difficulty}`)}</li>
        <li className="chip">{t(`type.${template.type}`)}</li>
        <li className="chip">{t(`templates.language.${template.language}`)}</li>
      </ul>
      <h1>
        <UserText>{template.title}</UserText>
      </h1>
      <p className="muted">
        {t('list.points', { points: template.sparkPoints.toLocaleString() })} · {t('templates.duration', { count: template.durationDays })} ·{' '}
        <span data-testid="usage-count">{t('templates.usage', { count: template.usageCount })}</span>
      </p>
      {template.rewards.length > 0 && (
        <ul className="chips">
          {template.rewards.map((r) => (
            <li key={r} className="chip">
              {t(`reward.${r}`)}
            </li>
          ))}
        </ul>
      )}
      <div className="template-rating">
        <RatingSummary average={shown.ratingAverage} count={shown.ratingCount} />
        {mayRate && <RatingStars value={shown.myRating} onRate={rate} disabled={saving} />}
      </div>
      <p className="pre-line">
        <UserText>{template.description}</UserText>
      </p>
      {template.requirements.length > 0 && (
        <>
          <h2>{t('templates.requirements')}</h2>
          <ul data-testid="template-requirements">
            {template.requirements.map((r, i) => (
              <li key={i}>
                <UserText>{r}</UserText>
              </li>
            ))}
          </ul>
        </>
      )}
      {template.evaluationCriteria.length > 0 && (
        <>
          <h2>{t('templates.criteria')}</h2>
          <ul className="criteria" data-testid="template-criteria">
            {template.evaluationCriteria.map((c, i) => (
              <li key={i}>
                <UserText>{c.name}</UserText>
                <span className="criteria-weight">{t('templates.weight', { weight: c.weight })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="row-actions">
        {hasAnyRole(user, TEMPLATE_CREATOR_ROLES) && (
          <Link className="btn btn-primary" to={`/tovspark/challenges/new?template=${encodeURIComponent(template.id)}`} data-testid="use-template">
            {t('templates.use')}
          </Link>
        )}
        <Link className="btn btn-ghost" to="/tovspark/templates">
          {t('templates.back')}
        </Link>
      </div>
    </section>
  );
}

/** /tovspark/templates/:id: the whole template (requirements, criteria and weights), its rating, and "use this template". */
export default function TemplateDetailPage() {
  const { t, i18n } = useTranslation('tovspark');
  const { id = '' } = useParams();
  const template = useTemplateQuery(id);
  if (template.isLoading) return <p role="status">{t('common.loading')}</p>;
  if (template.isError || !template.data) {
    return (
      <section>
        <h1>{t('templates.title')}</h1>
        <div className="alert alert-error" role="alert">
          {errorText(i18n, template.error ?? {}, 'tovspark:templates.notFound')}
        </div>
        <Link to="/tovspark/templates">{t('templates.back')}</Link>
      </section>
    );
  }
  return <TemplateDetail template={template.data} />;
}
