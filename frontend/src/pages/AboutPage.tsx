import { InfoLayout } from './InfoLayout';

export default function AboutPage() {
  return (
    <InfoLayout
      ns="pages.about"
      links={[
        { to: '/services', labelKey: 'nav.services' },
        { to: '/faq', labelKey: 'nav.faq' },
        { to: '/contact', labelKey: 'footer.contact' },
      ]}
    />
  );
}
