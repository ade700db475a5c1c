import { RoleDashboard } from './RoleDashboard';

export default function CompanyDashboard() {
  return <RoleDashboard role="company" />;
}
