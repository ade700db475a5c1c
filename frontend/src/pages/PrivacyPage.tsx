import { InfoLayout } from './InfoLayout';

export default function PrivacyPage() {
  return (
    <InfoLayout
      ns="pages.privacy"
      links={[
        { to: '/about', labelKey: 'footer.about' },
        { to: '/contact', labelKey: 'footer.contact' },
        { to: '/', labelKey: 'nav.home' },
      ]}
    />
  );
}
