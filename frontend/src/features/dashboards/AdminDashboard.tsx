import { RoleDashboard } from './RoleDashboard';

export default function AdminDashboard() {
  return <RoleDashboard role="admin" />;
}
