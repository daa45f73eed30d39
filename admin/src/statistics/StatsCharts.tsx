import { LineChart } from '@mui/x-charts/LineChart';
import type { StatsAnswer, StatsFigures } from '../api/dataProvider';
import { DATE_LOCALE } from '../i18nProvider';

const dayLabel = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString(DATE_LOCALE, { day: 'numeric', month: 'short' });

/** One series per day of the window, as the server counted it. */
export function StatsLineChart({ stats, field, label, height = 220 }: { stats: StatsAnswer['stats']; field: keyof StatsFigures; label: string; height?: number }) {
  return (
    <LineChart
      height={height}
      xAxis={[{ scaleType: 'point', data: stats.map((s) => dayLabel(s.day)) }]}
      series={[{ data: stats.map((s) => s[field]), label, showMark: stats.length <= 31 }]}
    />
  );
}
