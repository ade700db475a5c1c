/** A circular score gauge, 0-100, with the pass mark when known. */
export function ScoreGauge({ score, passMark, label }: { score: number; passMark?: number; label: string }) {
  const r = 60;
  const c = 2 * Math.PI * r;
  const clamped = Math.max(0, Math.min(100, score));
  const color = passMark !== undefined ? (clamped >= passMark ? '#047857' : '#b91c1c') : '#1d4ed8';
  return (
    <svg className="gauge" viewBox="0 0 160 160" role="img" aria-label={`${label}: ${clamped} / 100`} data-testid="score-gauge">
      <circle cx="80" cy="80" r={r} fill="none" stroke="#e5e7eb" strokeWidth="14" />
      <circle cx="80" cy="80" r={r} fill="none" stroke={color} strokeWidth="14" strokeDasharray={`${(clamped / 100) * c} ${c}`} transform="rotate(-90 80 80)" strokeLinecap="round" />
      <text x="80" y="88" textAnchor="middle" fontSize="32" fontWeight="700" fill="#111827" data-testid="score-value">{clamped}</text>
      <text x="80" y="110" textAnchor="middle" fontSize="12" fill="#6b7280">/ 100</text>
    </svg>
  );
}
