import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartPoint {
  label: string;
  value: number;
  /** Bar colour (each ≥ 4.5:1 on white, so a bar reads as well as the text next to it). */
  fill?: string;
}

/**
 * Counts as bars (recharts, loaded lazily with this file only). The figures are in the page as text
 * next to it, so the chart is decoration for assistive technology; recharts' accessibility layer is
 * off, or its focusable surface would sit inside aria-hidden (axe: aria-hidden-focus).
 */
export default function CountChart({ data, height = 220, testId }: { data: readonly ChartPoint[]; height?: number; testId?: string }) {
  return (
    <div className="chart" style={{ width: '100%', height }} aria-hidden="true" data-testid={testId}>
      <ResponsiveContainer>
        <BarChart accessibilityLayer={false} data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
          <YAxis allowDecimals={false} width={32} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar dataKey="value" radius={[4, 4, 0, 0]}>
            {data.map((d) => (
              <Cell key={d.label} fill={d.fill ?? '#1d4ed8'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
