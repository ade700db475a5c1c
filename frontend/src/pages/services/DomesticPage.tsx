import { InfoLayout } from '../InfoLayout';

export default function DomesticPage() {
  return (
    <InfoLayout
      ns="pages.domestic"
      links={[
        { to: '/services', labelKey: 'nav.services' },
        { to: '/visa/step1', labelKey: 'landing.startVisa' },
        { to: '/services/overseas', labelKey: 'pages.overseas.title' },
      ]}
    />
  );
}
