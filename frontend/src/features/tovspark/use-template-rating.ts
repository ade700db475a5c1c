import type { TTemplate } from '@tov/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTemplatesApi } from '../../api/lazy-apis';
import { notify } from '../../app/notify';

/**
 * A template as shown, with the caller's rating sent to the service: the answer's average and count
 * replace the shown ones; a failure is toasted by the client.
 */
export function useTemplateRating(template: TTemplate) {
  const { t } = useTranslation('tovspark');
  const [shown, setShown] = useState(template);
  const [saving, setSaving] = useState(false);
  useEffect(() => setShown(template), [template]);
  const rate = (rating: number) => {
    setSaving(true);
    loadTemplatesApi()
      .then((api) => api.rate(template.id, rating))
      .then((r) => {
        setShown((s) => ({ ...s, ratingAverage: r.ratingAverage, ratingCount: r.ratingCount, myRating: r.myRating }));
        notify.success(t('templates.rated', { rating: r.myRating }));
      })
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };
  return { shown: shown.id === template.id ? shown : template, rate, saving };
}
