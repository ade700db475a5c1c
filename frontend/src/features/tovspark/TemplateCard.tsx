import type { TTemplate } from '@tov/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserText } from '../../components/UserText';
import { useAppSelector } from '../../store/hooks';
import { hasAnyRole } from '../auth/redirects';
import { RatingStars, RatingSummary } from './RatingStars';
import { useTemplateRating } from './use-template-rating';

export const TEMPLATE_CREATOR_ROLES = ['company', 'admin', 'super_admin'] as const;

/** Whether the signed-in user may rate this template: companies and admins, not its owner (docs/rules/tovspark-templates.md). */
export function useMayRate(template: TTemplate): boolean {
  const user = useAppSelector((s) => s.auth.user);
  return hasAnyRole(user, TEMPLATE_CREATOR_ROLES) && template.ownerId !== user?.id;
}

/** One template in the gallery: category chips, the rating (stars to set for companies and admins), usage, and "use this template". */
export function TemplateCard({ template }: { template: TTemplate }) {
  const { t } = useTranslation('tovspark');
  const user = useAppSelector((s) => s.auth.user);
  const { shown, rate, saving } = useTemplateRating(template);
  const mayRate = useMayRate(template);
  const creator = hasAnyRole(user, TEMPLATE_CREATOR_ROLES);
  return (
    <li className="card template-card" data-testid="template-card" data-id={template.id}>
      <ul className="chips">
        <li className="chip chip-active">{t(`category.${template.category}`)}</li>
        <li className="chip">{t(`difficulty.${template.difficulty}`)}</li>
        <li className="chip">{t(`type.${template.type}`)}</li>
        {template.featured && <li className="chip chip-featured">{t('templates.featuredChip')}</li>}
        {template.visibility === 'private' && <li className="chip">{t('templates.private')}</li>}
      </ul>
      <h3>
        <Link to={`/tovspark/templates/${template.id}`} data-testid="template-title">
          <UserText>{template.title}</UserText>
        </Link>
      </h3>
      <p className="muted">
        {t('list.points', { points: template.sparkPoints.toLocaleString() })} · {t('templates.duration', { count: template.durationDays })} ·{' '}
        {t(`templates.language.${template.language}`)}
      </p>
      <RatingSummary average={shown.ratingAverage} count={shown.ratingCount} />
      {mayRate && <RatingStars value={shown.myRating} onRate={rate} disabled={saving} />}
      <p className="muted" data-testid="usage-count">
        {t('templates.usage', { count: template.usageCount })}
      </p>
      {creator && (
        <Link className="btn btn-secondary btn-small" to={`/tovspark/challenges/new?template=${encodeURIComponent(template.id)}`} data-testid="use-template">
          {t('templates.use')}
        </Link>
      )}
    </li>
  );
}
