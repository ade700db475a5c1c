import { InfoLayout } from './InfoLayout';

export default function ForgotPasswordPage() {
  return <InfoLayout ns="pages.forgotPassword" links={[{ to: '/login', labelKey: 'header.login' }, { to: '/contact', labelKey: 'footer.contact' }, { to: '/register', labelKey: 'header.signup' }]} />;
}
