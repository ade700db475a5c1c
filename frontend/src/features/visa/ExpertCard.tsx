import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_OPTIONS, type TLanguage, type TMatchingCandidate, type TServiceOption } from '@tov/contracts';
import { UserText } from '../../components/UserText';
import { useModalFocus } from '../../hooks/use-modal-focus';
import { interfaceLanguage, textIn } from './text';
import './expert-cards.css';

/** A language's name in the interface language (ISO 639-1 code in, "Vietnamese" / "베트남어" out). */
function languageNames(codes: readonly string[], lng: string): string {
  try {
    const names = new Intl.DisplayNames([lng], { type: 'language' });
    return codes.map((c) => names.of(c) ?? c).join(', ');
  } catch {
    return codes.join(', ');
  }
}

/** Up to two initials of a name ("Kim Seo-yeon" → "KS", "王丽娜" → "王"): the avatar while experts have no photo. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
}

/**
 * A hue from the expert's id, so two experts with the same initials still look different. At 28%
 * lightness white initials stay above 5.3:1 on every hue (at 32% the yellows fell to 4.26:1, under AA).
 */
export function avatarColour(expertId: string): string {
  let hash = 0;
  for (const ch of expertId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 55% 28%)`;
}

function Avatar({ candidate }: { candidate: TMatchingCandidate }) {
  return (
    // The initials are the expert's name, not interface text: lang="" as UserText says.
    <span className="expert-avatar" aria-hidden="true" lang="" style={{ background: avatarColour(candidate.expertId) }} data-testid="expert-avatar">
      {initialsOf(candidate.name)}
    </span>
  );
}

/** "4.8 / 5 · 12 reviews", or "No reviews yet" (the starting rating matching ranks with is not a review: decision 134). */
function Reviews({ candidate }: { candidate: TMatchingCandidate }) {
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  if (candidate.reviewCount === 0) return <>{t('visa.expert.noReviews')}</>;
  return (
    <>
      {t('visa.expert.reviewSummary', {
        rating: candidate.rating.toLocaleString(lng, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        count: candidate.reviewCount,
      })}
    </>
  );
}

/** The price list for the request's visa type: every service option, the one asked for marked. */
function Fees({ candidate, serviceOption, lng }: { candidate: TMatchingCandidate; serviceOption: TServiceOption; lng: TLanguage }) {
  const { t } = useTranslation('visa');
  return (
    <ul className="plain-list expert-fees" data-testid="candidate-fees">
      {SERVICE_OPTIONS.map((option) => {
        const fee = candidate.fees.find((f) => f.serviceOption === option);
        const amount = fee ? t('visa.expert.feeAmount', { amount: fee.amount.toLocaleString(lng) }) : t('visa.expert.feeOnQuote');
        return (
          <li key={option} className={option === serviceOption ? 'asked' : undefined} data-testid={option === serviceOption ? 'candidate-fee' : undefined}>
            <span>{t(`visa.expert.options.${option}`)}</span> <span className="amount">{amount}</span>
          </li>
        );
      })}
    </ul>
  );
}

function Credentials({ candidate }: { candidate: TMatchingCandidate }) {
  const { t } = useTranslation('visa');
  if (candidate.certifications.length === 0) return <>{t('visa.expert.noCredentials')}</>;
  return (
    <ul className="plain-list expert-credentials" data-testid="candidate-credentials">
      {candidate.certifications.map((c, i) => (
        <li key={i}>
          <UserText>{c}</UserText>
        </li>
      ))}
    </ul>
  );
}

/**
 * The expert's whole profile in a modal dialog, one click from the card: who they are, licences and
 * office, reviews, languages, the visa types they take, the price list for this visa type, their own
 * words and why matching suggests them. Escape, the close button or a click outside close it; focus
 * stays inside while open and returns to the card's button.
 */
function ProfileDialog({
  candidate,
  visaType,
  serviceOption,
  onClose,
}: {
  candidate: TMatchingCandidate;
  visaType: string;
  serviceOption: TServiceOption;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const onKeyDown = useModalFocus(dialog, close, true, onClose);
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="card expert-profile"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-name`}
        onKeyDown={onKeyDown}
        data-testid="expert-profile"
        data-expert-id={candidate.expertId}
      >
        <div className="expert-head">
          <Avatar candidate={candidate} />
          <div>
            <h2 id={`${id}-name`}>
              <UserText>{candidate.name}</UserText>
            </h2>
            <p className="expert-sub">
              {t(`expertises.${candidate.expertise}`, { defaultValue: candidate.expertise })} · {t('visa.expert.years', { count: candidate.experienceYears })}
            </p>
          </div>
        </div>
        <dl className="facts">
          <dt>{t('visa.expert.credentials')}</dt>
          <dd>
            <Credentials candidate={candidate} />
          </dd>
          <dt>{t('visa.expert.reviews')}</dt>
          <dd data-testid="profile-reviews">
            <Reviews candidate={candidate} />
          </dd>
          <dt>{t('visa.expert.languages')}</dt>
          <dd>{languageNames(candidate.languages, lng)}</dd>
          <dt>{t('visa.expert.visaTypes')}</dt>
          <dd>{candidate.supportedVisaTypes.length > 0 ? candidate.supportedVisaTypes.join(', ') : t('visa.expert.noCredentials')}</dd>
          <dt>{t('visa.expert.fees', { visa: visaType })}</dt>
          <dd>
            <Fees candidate={candidate} serviceOption={serviceOption} lng={lng} />
          </dd>
        </dl>
        <h3>{t('visa.expert.about')}</h3>
        <p className="expert-bio-full" data-testid="profile-bio">
          {candidate.bio ? <UserText>{candidate.bio}</UserText> : t('visa.expert.noBio')}
        </p>
        {candidate.reasons.length > 0 && (
          <>
            <h3>{t('visa.expert.why')}</h3>
            <ul className="plain-list reasons">
              {candidate.reasons.map((r, i) => (
                <li key={i}>{textIn(r, lng)}</li>
              ))}
            </ul>
          </>
        )}
        <div className="confirm-actions">
          <button ref={close} type="button" className="btn btn-secondary" onClick={onClose} data-testid="profile-close">
            {t('visa.expert.close')}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * One matched expert (issue 24 item 8): what tells experts apart at a glance (initials, name, field
 * and years, licences and office, reviews, languages, the price list for this visa type, a few lines
 * of their own), the full profile one click away, and a choose button that names this expert's id.
 */
export function ExpertCard({
  candidate,
  visaType,
  serviceOption,
  chosen,
  locked,
  busy,
  onSelect,
}: {
  candidate: TMatchingCandidate;
  visaType: string;
  serviceOption: TServiceOption;
  chosen: boolean;
  /** An expert is already chosen on this request. */
  locked: boolean;
  busy: boolean;
  onSelect(expertId: string): void;
}) {
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  const nameId = useId();
  const [open, setOpen] = useState(false);
  return (
    <li className={`card candidate${chosen ? ' chosen' : ''}`} data-testid={`candidate-${candidate.rank}`} data-expert-id={candidate.expertId}>
      <div className="expert-head">
        <Avatar candidate={candidate} />
        <div className="expert-title">
          <h3 id={nameId} data-testid="candidate-name">
            {candidate.rank}. <UserText>{candidate.name}</UserText>
          </h3>
          <p className="expert-sub">
            {t(`expertises.${candidate.expertise}`, { defaultValue: candidate.expertise })} · {t('visa.expert.years', { count: candidate.experienceYears })}
          </p>
        </div>
        <span className="badge" title={t('visa.expert.matchScore')}>
          {t('visa.expert.match', { score: candidate.score })}
        </span>
      </div>
      <dl className="facts">
        <dt>{t('visa.expert.credentials')}</dt>
        <dd>
          <Credentials candidate={candidate} />
        </dd>
        <dt>{t('visa.expert.reviews')}</dt>
        <dd data-testid="candidate-reviews">
          <Reviews candidate={candidate} />
        </dd>
        <dt>{t('visa.expert.languages')}</dt>
        <dd>{languageNames(candidate.languages, lng)}</dd>
        <dt>{t('visa.expert.fees', { visa: visaType })}</dt>
        <dd>
          <Fees candidate={candidate} serviceOption={serviceOption} lng={lng} />
        </dd>
      </dl>
      {candidate.bio && (
        <p className="bio expert-bio">
          <UserText>{candidate.bio}</UserText>
        </p>
      )}
      <div className="expert-actions">
        <button type="button" className="btn btn-secondary btn-small" aria-describedby={nameId} data-testid="candidate-profile" onClick={() => setOpen(true)}>
          {t('visa.expert.profile')}
        </button>
        {chosen ? (
          <span className="badge badge-success">{t('visa.expert.chosen')}</span>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-small"
            disabled={locked || busy}
            aria-describedby={nameId}
            value={candidate.expertId}
            data-testid={`choose-${candidate.rank}`}
            data-expert-id={candidate.expertId}
            onClick={() => onSelect(candidate.expertId)}
          >
            {t('visa.expert.choose')}
          </button>
        )}
      </div>
      {open && <ProfileDialog candidate={candidate} visaType={visaType} serviceOption={serviceOption} onClose={() => setOpen(false)} />}
    </li>
  );
}
