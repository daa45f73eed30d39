import { LineChart } from '@mui/x-charts/LineChart';
import type { StatsAnswer, StatsFigures } from '@ptits-mitrons/domain';
import { DATE_LOCALE } from '../i18nProvider';

const dayLabel = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString(DATE_LOCALE, { day: 'numeric', month: 'short' });

/**
 * Narrower than its axes, a chart draws a clip rectangle of negative width and the browser logs an error: a
 * container caught mid-layout (seen on a loaded machine) must not measure below this.
 */
const MIN_CHART_WIDTH = 120;
const chartWidthFloor = { minWidth: MIN_CHART_WIDTH, '& .MuiChartsLayerContainer-root': { minWidth: MIN_CHART_WIDTH } };

/** One series per day of the window, as the server counted it. */
export function StatsLineChart({ stats, field, label, height = 220 }: { stats: StatsAnswer['stats']; field: keyof StatsFigures; label: string; height?: number }) {
  return (
    <LineChart
      height={height}
      sx={chartWidthFloor}
      xAxis={[{ scaleType: 'point', data: stats.map((s) => dayLabel(s.day)) }]}
      series={[{ data: stats.map((s) => s[field]), label, showMark: stats.length <= 31 }]}
    />
  );
}
