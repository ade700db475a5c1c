import { QUOTE_DEFAULT_VALID_DAYS, SERVICE_OPTIONS, SPECIALIST_MESSAGE_MAX, type TServiceOption, type TSpecialistRequestDetail } from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notify';
import { Field } from '../../components/Field';
import { endOfDay, parseAmount, validateQuote, type FormErrors, type QuoteForm as Form } from './forms';
import { won } from './format';
import { useSendQuoteMutation } from './specialist-endpoints';
import { CallError, invalidProps, useFieldError } from './ui';
import { addDays, dateKey } from './week';

/**
 * The quote form of a request: the amount starts at the price list's `defaultAmount` (else the
 * standing quote's), the option at the one the applicant chose, valid for QUOTE_DEFAULT_VALID_DAYS.
 * Sending again replaces the standing quote; the inbox and the request are read again.
 */
export function QuoteForm({ request }: { request: TSpecialistRequestDetail }) {
  const { t, i18n } = useTranslation('specialist');
  const fieldError = useFieldError();
  const standing = request.quote;
  const [form, setForm] = useState<Form>(() => ({
    amount: String(request.defaultAmount ?? standing?.amount ?? ''),
    serviceOption: standing?.serviceOption ?? request.serviceOption,
    message: '',
    validUntil: dateKey(addDays(new Date(), QUOTE_DEFAULT_VALID_DAYS)),
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [sendQuote, { isLoading: busy, error: failure }] = useSendQuoteMutation();
  const change = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const amount = parseAmount(form.amount);

  const submit = () => {
    const found = validateQuote(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    sendQuote({
      requestId: request.requestId,
      body: { amount: amount!, serviceOption: form.serviceOption, message: form.message.trim() || null, validUntil: endOfDay(form.validUntil)! },
    })
      .unwrap()
      .then(() => notify.success(t('quote.sent')))
      .catch(() => undefined); // said in the form
  };

  return (
    <form
      className="form card"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
      data-testid="quote-form"
    >
      <h2>{standing ? t('quote.again') : t('quote.title')}</h2>
      {standing && <p className="muted">{t('quote.replaces')}</p>}
      <Field
        name="amount"
        label={t('quote.amount')}
        error={fieldError(errors, 'amount')}
        hint={
          request.defaultAmount !== null ? t('quote.defaultFromPricing', { amount: won(request.defaultAmount, i18n.resolvedLanguage) }) : t('quote.noPricing')
        }
        required
      >
        <input
          id="f-amount"
          inputMode="numeric"
          value={form.amount}
          onChange={(e) => change({ amount: e.target.value })}
          {...invalidProps(errors, 'amount')}
          aria-describedby={errors.amount ? 'f-amount-error' : 'f-amount-hint'}
        />
      </Field>
      {amount !== null && amount !== request.defaultAmount && (
        <p className="muted amount-preview" data-testid="amount-preview">
          {won(amount, i18n.resolvedLanguage)}
        </p>
      )}
      <Field name="serviceOption" label={t('common.serviceOption')} error={fieldError(errors, 'serviceOption')} required>
        <select id="f-serviceOption" value={form.serviceOption} onChange={(e) => change({ serviceOption: e.target.value as TServiceOption })}>
          {SERVICE_OPTIONS.map((o) => (
            <option key={o} value={o}>
              {t(`serviceOptions.${o}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field name="message" label={t('quote.message')} error={fieldError(errors, 'message')} hint={t('quote.messageHint')}>
        <textarea
          id="f-message"
          rows={4}
          maxLength={SPECIALIST_MESSAGE_MAX}
          value={form.message}
          onChange={(e) => change({ message: e.target.value })}
          {...invalidProps(errors, 'message')}
        />
      </Field>
      <Field name="validUntil" label={t('quote.validUntil')} error={fieldError(errors, 'validUntil')} required>
        <input
          id="f-validUntil"
          type="date"
          min={dateKey(new Date())}
          value={form.validUntil}
          onChange={(e) => change({ validUntil: e.target.value })}
          {...invalidProps(errors, 'validUntil')}
        />
      </Field>
      {failure && <CallError error={failure} fallbackKey="quote.failed" conflictKey="quote.conflict" />}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="send-quote">
          {busy ? t('common.sending') : t('quote.send')}
        </button>
      </div>
    </form>
  );
}
