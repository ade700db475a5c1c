import { InfoLayout } from '../InfoLayout';

export default function OverseasPage() {
  return (
    <InfoLayout
      ns="pages.overseas"
      links={[
        { to: '/services', labelKey: 'nav.services' },
        { to: '/register', labelKey: 'header.signup' },
        { to: '/services/domestic', labelKey: 'pages.domestic.title' },
      ]}
    />
  );
}
