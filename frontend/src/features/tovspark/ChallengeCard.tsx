import type { TChallenge } from '@tov/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserText } from '../../components/UserText';

/** One challenge in the list: the display fields of spec 000 §3 and the caller's participation. */
export function ChallengeCard({ challenge: c }: { challenge: TChallenge }) {
  const { t } = useTranslation('tovspark');
  return (
    <li className="card challenge-card" data-testid="challenge-card" data-id={c.id}>
      <p className="muted">
        {t(`category.${c.category}`)} · {t(`type.${c.type}`)} · {t(`difficulty.${c.difficulty}`)}
      </p>
      <h2>
        <Link to={`/tovspark/challenges/${c.id}`}>
          <UserText>{c.title}</UserText>
        </Link>
      </h2>
      <p className="muted">
        <UserText>{t('list.by', { company: c.companyName })}</UserText>
      </p>
      <ul className="chips">
        <li className="chip">{t('list.points', { points: c.sparkPoints.toLocaleString() })}</li>
        <li className="chip">{t('list.participants', { count: c.participantCount })}</li>
        <li className="chip">{c.daysLeft > 0 ? t('list.daysLeft', { count: c.daysLeft }) : t('list.deadlinePassed')}</li>
        {c.status !== 'published' && (
          <li className="chip" data-testid="challenge-status">
            {t(`status.${c.status}`)}
          </li>
        )}
        {c.participationStatus !== 'not_started' && <li className="chip chip-active">{t(`participation.${c.participationStatus}`)}</li>}
      </ul>
    </li>
  );
}
