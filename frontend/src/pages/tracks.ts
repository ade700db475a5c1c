/** The four service tracks (spec 000 §1-2). */
export const TRACKS = [
  { id: 'overseas', to: '/services/overseas', icon: '🌏', image: 'linear-gradient(135deg,#1d4ed8,#60a5fa)' },
  { id: 'domestic', to: '/services/domestic', icon: '🏢', image: 'linear-gradient(135deg,#047857,#34d399)' },
  { id: 'visa', to: '/visa/step1', icon: '🛂', image: 'linear-gradient(135deg,#7c3aed,#c4b5fd)' },
  { id: 'korean', to: '/services/korean', icon: '📚', image: 'linear-gradient(135deg,#b45309,#fcd34d)' },
] as const;
