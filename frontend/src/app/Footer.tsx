import { useTranslation } from 'react-i18next';
import { ScrollLink } from './ScrollLink';

/** Footer: visa evaluation, about, contact, privacy; the one-stop description and copyright 2024 (spec 000 §1-2). */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <div>
          <strong className="brand-mark">TOV</strong>
          <p className="muted">{t('footer.description')}</p>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="footer-links">
            <li>
              <ScrollLink to="/visa">{t('footer.visa')}</ScrollLink>
            </li>
            <li>
              <ScrollLink to="/about">{t('footer.about')}</ScrollLink>
            </li>
            <li>
              <ScrollLink to="/contact">{t('footer.contact')}</ScrollLink>
            </li>
            <li>
              <ScrollLink to="/privacy">{t('footer.privacy')}</ScrollLink>
            </li>
          </ul>
        </nav>
        <p className="copyright">{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
