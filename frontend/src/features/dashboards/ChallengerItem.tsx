import type { TChallengerDashboard } from '@tov/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserText } from '../../components/UserText';

type Data = TChallengerDashboard;
type Item<K extends keyof Data> = Data[K] extends Array<infer T> ? T : never;

/**
 * One entry of a challenger dashboard section (the tovspark answer, `contracts` shapes), worded in
 * the interface language: codes through the translations, what people wrote as written.
 */
export function ChallengerItem({ section, item }: { section: string; item: unknown }) {
  const { t } = useTranslation(['translation', 'tovspark']);
  switch (section) {
    case 'recommendedChallenges': {
      const c = item as Item<'recommendedChallenges'>;
      return (
        <>
          <Link to={`/tovspark/challenges/${c.id}`}>
            <UserText>{c.title}</UserText>
          </Link>{' '}
          <span className="muted">
            {t('tovspark:list.points', { points: c.sparkPoints.toLocaleString() })} · {t('tovspark:list.daysLeft', { count: c.daysLeft })}
          </span>
        </>
      );
    }
    case 'recentActivity': {
      const a = item as Item<'recentActivity'>;
      return (
        <>
          {t(`dashboard.activity.${a.kind}`, { amount: a.amount ?? 0 })}: <UserText>{a.title}</UserText>
        </>
      );
    }
    case 'achievements': {
      const b = item as Item<'achievements'>;
      return <>{t(`dashboard.badges.${b.code}`)}</>;
    }
    case 'upcomingEvents': {
      const e = item as Item<'upcomingEvents'>;
      return (
        <>
          <Link to={`/tovspark/challenges/${e.id}`}>
            <UserText>{e.title}</UserText>
          </Link>{' '}
          <span className="muted">{t('tovspark:list.daysLeft', { count: e.daysLeft })}</span>
        </>
      );
    }
    default:
      return null;
  }
}

/** The skill chart's points with each category named in the interface language. */
export function useSkillPoints(items: unknown[]): Array<{ skill: string; value: number }> {
  const { t } = useTranslation('tovspark');
  return (items as Array<Item<'skillAnalysis'>>).map((s) => ({ skill: t(`category.${s.skill}`), value: s.value }));
}
