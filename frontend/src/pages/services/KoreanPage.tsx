import { InfoLayout } from '../InfoLayout';

export default function KoreanPage() {
  return (
    <InfoLayout
      ns="pages.korean"
      links={[
        { to: '/services', labelKey: 'nav.services' },
        { to: '/register', labelKey: 'header.signup' },
        { to: '/faq', labelKey: 'nav.faq' },
      ]}
    />
  );
}
