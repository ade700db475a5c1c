import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { month, won } from './format';

export interface MonthPoint {
  month: string;
  net: number;
}

/**
 * Net revenue per month as bars (recharts, loaded lazily with this file only). The figures are also
 * in the page as text next to it, so the chart is decoration for assistive technology; recharts'
 * accessibility layer is off, or its focusable surface would sit inside aria-hidden (axe: aria-hidden-focus).
 */
export default function MonthlyNetChart({ data, lng, height = 240 }: { data: readonly MonthPoint[]; lng: string | undefined; height?: number }) {
  const points = data.map((d) => ({ label: month(d.month, lng), net: d.net }));
  const compact = new Intl.NumberFormat(lng, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <div className="chart" style={{ width: '100%', height }} aria-hidden="true" data-testid="net-chart">
      <ResponsiveContainer>
        <BarChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis tickFormatter={(v: number) => compact.format(v)} width={56} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(v) => won(Number(v), lng)} />
          <Bar dataKey="net" fill="#1d4ed8" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
