import { RoleDashboard } from './RoleDashboard';

export default function ProDashboard() {
  return <RoleDashboard role="pro" />;
}
