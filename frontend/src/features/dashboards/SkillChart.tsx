import { PolarAngleAxis, PolarGrid, Radar, RadarChart, ResponsiveContainer } from 'recharts';

/** Skill analysis chart; only rendered with data from the dashboard call (recharts stays in its own chunk). */
export default function SkillChart({ data }: { data: unknown[] }) {
  const points = data
    .map((d) => (d && typeof d === 'object' ? (d as Record<string, unknown>) : {}))
    .map((d) => ({ skill: String(d.skill ?? d.name ?? ''), value: Number(d.value ?? d.score ?? 0) }))
    .filter((d) => d.skill);
  return (
    <div style={{ width: '100%', height: 240 }}>
      <ResponsiveContainer>
        <RadarChart data={points}>
          <PolarGrid />
          <PolarAngleAxis dataKey="skill" />
          <Radar dataKey="value" stroke="#1d4ed8" fill="#1d4ed8" fillOpacity={0.35} />
        </RadarChart>
      </ResponsiveContainer>
    </div>
  );
}
