import { TEMPLATE_RATING_MAX } from '@tov/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const STARS = Array.from({ length: TEMPLATE_RATING_MAX }, (_, i) => i + 1);
/** Arrow keys move through the stars one by one: the rating is sent once the choice rests this long. */
const SETTLE_MS = 400;

/** The average as five stars (read only), with the number of ratings. */
export function RatingSummary({ average, count }: { average: number | null; count: number }) {
  const { t } = useTranslation('tovspark');
  const rounded = Math.round(average ?? 0);
  return (
    <p className="rating-summary" data-testid="rating-summary">
      <span aria-hidden="true" className="stars-static">
        {STARS.map((s) => (
          <span key={s} className={s <= rounded ? 'on' : ''}>
            ★
          </span>
        ))}
      </span>{' '}
      <span>{average === null ? t('templates.noRatings') : t('templates.ratingSummary', { average: average.toFixed(1), count })}</span>
    </p>
  );
}

/**
 * The caller's rating, 1-5, as a group of radio buttons drawn as stars: one tab stop, arrow keys
 * change it, Space or a click picks it (keyboard and screen readers get the native radio group).
 */
export function RatingStars({ value, onRate, disabled }: { value: number | null; onRate: (rating: number) => void; disabled?: boolean }) {
  const { t } = useTranslation('tovspark');
  const name = useId();
  const [shown, setShown] = useState<number | null>(value);
  const [hover, setHover] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setShown(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const pick = (rating: number) => {
    setShown(rating);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onRate(rating), SETTLE_MS);
  };
  const lit = hover ?? shown ?? 0;
  return (
    <fieldset className="stars" data-testid="rating-stars" disabled={disabled} onMouseLeave={() => setHover(null)}>
      <legend>{t('templates.yourRating')}</legend>
      {STARS.map((s) => (
        <span key={s} className="star">
          <input
            type="radio"
            id={`${name}-${s}`}
            name={name}
            value={s}
            checked={shown === s}
            onChange={() => pick(s)}
            aria-label={t('templates.rateLabel', { rating: s })}
            data-testid={`rate-${s}`}
          />
          <label htmlFor={`${name}-${s}`} className={s <= lit ? 'on' : ''} onMouseEnter={() => setHover(s)} title={t('templates.rateLabel', { rating: s })}>
            <span aria-hidden="true">★</span>
          </label>
        </span>
      ))}
    </fieldset>
  );
}
