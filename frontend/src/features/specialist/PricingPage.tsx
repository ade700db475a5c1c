import { SERVICE_OPTIONS, SPECIALIST_VISA_TYPES, type TPricing } from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownError, type ShownError } from '../../api/error-text';
import { loadSpecialistApi } from '../../api/lazy-apis';
import { notify } from '../../app/notify';
import { useLoad } from '../tovspark/use-load';
import { day } from './format';
import { cellKey, readPrices, type FormErrors, type PriceCells } from './forms';
import { CallError, Loading, useFieldError } from './ui';
import { useVisaName } from './use-names';

function cellsOf(pricing: TPricing): PriceCells {
  return Object.fromEntries(pricing.prices.map((p) => [cellKey(p.serviceOption, p.visaType), String(p.amount)]));
}

function PriceGrid({ pricing, onSaved }: { pricing: TPricing; onSaved: (p: TPricing) => void }) {
  const { t, i18n } = useTranslation('specialist');
  const visaName = useVisaName();
  const fieldError = useFieldError();
  const [cells, setCells] = useState<PriceCells>(() => cellsOf(pricing));
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<ShownError | null>(null);
  const [busy, setBusy] = useState(false);

  const save = () => {
    const { errors: found, prices } = readPrices(cells);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    loadSpecialistApi()
      .then((api) => api.savePricing({ prices }))
      .then((saved) => {
        notify.success(t('pricing.saved'));
        onSaved(saved);
      })
      .catch((e: unknown) => setFailure(shownError(e)))
      .finally(() => setBusy(false));
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      noValidate
      data-testid="pricing-form"
    >
      {pricing.updatedAt && <p className="muted">{t('pricing.updatedAt', { when: day(pricing.updatedAt, i18n.resolvedLanguage) })}</p>}
      {Object.keys(errors).length > 0 && (
        <p className="alert alert-error" role="alert" data-testid="pricing-invalid">
          {t('pricing.fix')}
        </p>
      )}
      <div className="table-wrap">
        <table className="responsive-table price-table">
          <thead>
            <tr>
              <th scope="col">{t('common.visaType')}</th>
              {SERVICE_OPTIONS.map((o) => (
                <th scope="col" key={o}>
                  {t(`serviceOptions.${o}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SPECIALIST_VISA_TYPES.map((v) => (
              <tr key={v}>
                <th scope="row">{visaName(v)}</th>
                {SERVICE_OPTIONS.map((o) => {
                  const key = cellKey(o, v);
                  const error = fieldError(errors, key);
                  const id = `price-${o}-${v}`;
                  return (
                    <td key={o} data-label={t(`serviceOptions.${o}`)} className={error ? 'has-error' : undefined}>
                      <div className="price-cell">
                        <span className="price-unit" aria-hidden="true">
                          ₩
                        </span>
                        <input
                          id={id}
                          aria-label={t('pricing.cellLabel', { visa: visaName(v), option: t(`serviceOptions.${o}`) })}
                          inputMode="numeric"
                          value={cells[key] ?? ''}
                          placeholder={t('pricing.none')}
                          onChange={(e) => setCells((c) => ({ ...c, [key]: e.target.value }))}
                          data-testid={id}
                          {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
                        />
                      </div>
                      {error && (
                        <small className="field-error" id={`${id}-error`}>
                          {error}
                        </small>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {failure && <CallError error={failure} fallbackKey="pricing.failed" />}
      <div className="row-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="save-pricing">
          {busy ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}

/** The price list: an amount per service option and visa type, the quote form's default. An empty cell has no price. */
export default function PricingPage() {
  const { t } = useTranslation('specialist');
  const [loaded, reload] = useLoad(() => loadSpecialistApi().then((api) => api.pricing()), []);
  const [saved, setSaved] = useState<TPricing | null>(null);
  const pricing = saved ?? (loaded.status === 'done' ? loaded.data : null);
  return (
    <section data-testid="pricing-page">
      <h1>{t('pricing.title')}</h1>
      <p className="lead">{t('pricing.intro')}</p>
      {loaded.status === 'loading' && <Loading />}
      {loaded.status === 'error' && (
        <CallError error={loaded.error} fallbackKey="pricing.loadFailed">
          <div>
            <button type="button" className="btn btn-secondary btn-small" onClick={reload}>
              {t('common.retry')}
            </button>
          </div>
        </CallError>
      )}
      {pricing && <PriceGrid key={pricing.updatedAt ?? 'none'} pricing={pricing} onSaved={setSaved} />}
    </section>
  );
}
