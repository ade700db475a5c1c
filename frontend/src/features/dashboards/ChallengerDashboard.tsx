import { RoleDashboard } from './RoleDashboard';

export default function ChallengerDashboard() {
  return <RoleDashboard role="challenger" />;
}
