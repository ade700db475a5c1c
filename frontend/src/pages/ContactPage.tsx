import { useTranslation } from 'react-i18next';
import { InfoLayout } from './InfoLayout';

export const SUPPORT_EMAIL = 'support@tov.kr';

export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <InfoLayout
      ns="pages.contact"
      links={[
        { to: '/faq', labelKey: 'nav.faq' },
        { to: '/about', labelKey: 'footer.about' },
        { to: '/', labelKey: 'nav.home' },
      ]}
    >
      <p>
        {t('pages.contact.emailLabel')}: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </InfoLayout>
  );
}
