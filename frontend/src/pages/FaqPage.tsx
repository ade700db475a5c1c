import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from './ContactPage';

export const FAQ_IDS = ['what', 'name', 'services', 'pricing', 'visas', 'register', 'support'] as const;

/** Seven questions and answers, with the e-mail and /contact links (spec 000 §1-2). */
export default function FaqPage() {
  const { t } = useTranslation();
  return (
    <section className="page faq">
      <h1>{t('faq.title')}</h1>
      <div className="faq-list">
        {FAQ_IDS.map((id) => (
          <details key={id} className="faq-item">
            <summary>{t(`faq.items.${id}.q`)}</summary>
            <p>{t(`faq.items.${id}.a`)}</p>
          </details>
        ))}
      </div>
      <p>
        {t('faq.more')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> · <Link to="/contact">{t('footer.contact')}</Link>
      </p>
    </section>
  );
}
