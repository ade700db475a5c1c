import { SERVICE_OPTIONS, SPECIALIST_VISA_TYPES, type TPricing } from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notify';
import { day } from './format';
import { cellKey, readPrices, type FormErrors, type PriceCells } from './forms';
import { usePricingQuery, useSavePricingMutation } from './specialist-endpoints';
import { CallError, Loading, useFieldError } from './ui';
import { useVisaName } from './use-names';

function cellsOf(pricing: TPricing): PriceCells {
  return Object.fromEntries(pricing.prices.map((p) => [cellKey(p.serviceOption, p.visaType), String(p.amount)]));
}

/** The grid as edited; the saved price list comes back as the answer (and the grid starts again from it). */
function PriceGrid({ pricing }: { pricing: TPricing }) {
  const { t, i18n } = useTranslation('specialist');
  const visaName = useVisaName();
  const fieldError = useFieldError();
  const [cells, setCells] = useState<PriceCells>(() => cellsOf(pricing));
  const [errors, setErrors] = useState<FormErrors>({});
  const [savePricing, { isLoading: busy, error: failure }] = useSavePricingMutation();

  const save = () => {
    const { errors: found, prices } = readPrices(cells);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    savePricing({ prices })
      .unwrap()
      .then(() => notify.success(t('pricing.saved')))
      .catch(() => undefined); // said under the grid
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
  const loaded = usePricingQuery();
  const pricing = loaded.isError ? null : (loaded.data ?? null);
  return (
    <section data-testid="pricing-page">
      <h1>{t('pricing.title')}</h1>
      <p className="lead">{t('pricing.intro')}</p>
      {loaded.isLoading && <Loading />}
      {loaded.isError && (
        <CallError error={loaded.error} fallbackKey="pricing.loadFailed">
          <div>
            <button type="button" className="btn btn-secondary btn-small" onClick={() => void loaded.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        </CallError>
      )}
      {pricing && <PriceGrid key={pricing.updatedAt ?? 'none'} pricing={pricing} />}
    </section>
  );
}
