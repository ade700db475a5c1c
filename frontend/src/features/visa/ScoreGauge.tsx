/** A circular score gauge, 0-100, with a tick and a line of text for the pass line on the same scale. */
export function ScoreGauge({ score, passMark, label, passLabel }: { score: number; passMark?: number; label: string; passLabel?: string }) {
  const r = 60;
  const c = 2 * Math.PI * r;
  const clamped = Math.max(0, Math.min(100, score));
  const color = passMark !== undefined ? (clamped >= passMark ? '#047857' : '#b91c1c') : '#1d4ed8';
  // The pass line's tick, on the ring at its share of the circle (0 at the top, clockwise).
  const angle = passMark !== undefined ? (passMark / 100) * 2 * Math.PI : 0;
  const tick = (radius: number) => ({ x: 80 + radius * Math.sin(angle), y: 80 - radius * Math.cos(angle) });
  return (
    <figure className="gauge-figure">
      <svg
        className="gauge"
        viewBox="0 0 160 160"
        role="img"
        aria-label={`${label}: ${clamped} / 100${passLabel ? `, ${passLabel}` : ''}`}
        data-testid="score-gauge"
      >
        <circle cx="80" cy="80" r={r} fill="none" stroke="#e5e7eb" strokeWidth="14" />
        <circle
          cx="80"
          cy="80"
          r={r}
          fill="none"
          stroke={color}
          strokeWidth="14"
          strokeDasharray={`${(clamped / 100) * c} ${c}`}
          transform="rotate(-90 80 80)"
          strokeLinecap="round"
        />
        {passMark !== undefined && (
          <line x1={tick(50).x} y1={tick(50).y} x2={tick(72).x} y2={tick(72).y} stroke="#111827" strokeWidth="3" data-testid="pass-tick" />
        )}
        <text x="80" y="88" textAnchor="middle" fontSize="32" fontWeight="700" fill="#111827" data-testid="score-value">
          {clamped}
        </text>
        <text x="80" y="110" textAnchor="middle" fontSize="12" fill="#6b7280">
          / 100
        </text>
      </svg>
      {passLabel && <figcaption className="muted">{passLabel}</figcaption>}
    </figure>
  );
}
