import type { TTemplate } from '@tov/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notify';
import { useRateTemplateMutation } from './tovspark-endpoints';

/**
 * The caller's rating of a template, sent to the service: the answer's average and count are written
 * into the cached lists and page that show the template; a failure is toasted by the client.
 */
export function useTemplateRating(template: TTemplate) {
  const { t } = useTranslation('tovspark');
  const [send, { isLoading: saving }] = useRateTemplateMutation();
  const rate = (rating: number) => {
    send({ templateId: template.id, rating })
      .unwrap()
      .then((r) => notify.success(t('templates.rated', { rating: r.myRating })))
      .catch(() => undefined);
  };
  return { shown: template, rate, saving };
}
