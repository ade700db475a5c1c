import { InfoLayout } from './InfoLayout';

export default function TovplayPage() {
  return (
    <InfoLayout
      ns="pages.tovplay"
      links={[
        { to: '/bridge', labelKey: 'nav.bridge' },
        { to: '/tovspark', labelKey: 'nav.tovspark' },
        { to: '/register', labelKey: 'header.signup' },
      ]}
    />
  );
}
