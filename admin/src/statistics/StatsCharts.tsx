import { LineChart } from '@mui/x-charts/LineChart';
import { DATE_LOCALE } from '../i18nProvider';
import type { StatsResponse } from '@ptits-mitrons/api-types';

const dayLabel = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString(DATE_LOCALE, { day: 'numeric', month: 'short' });

/**
 * Narrower than its axes, a chart draws a clip rectangle of negative width and the browser logs an error: a
 * container caught mid-layout (seen on a loaded machine) must not measure below this.
 */
const MIN_CHART_WIDTH = 120;
const chartWidthFloor = { minWidth: MIN_CHART_WIDTH, '& .MuiChartsLayerContainer-root': { minWidth: MIN_CHART_WIDTH } };

/** The three figures every line of the statistics carries (a day, a period, a page, a device). */
export type StatsFigures = Pick<StatsResponse['totals'], 'uniqueSessions' | 'pageViews' | 'bounceRate'>;

/** One series per day of the window, as the server counted it. */
export function StatsLineChart({ stats, field, label, height = 220 }: { stats: StatsResponse['stats']; field: keyof StatsFigures; label: string; height?: number }) {
  return (
    <LineChart
      height={height}
      sx={chartWidthFloor}
      xAxis={[{ scaleType: 'point', data: stats.map((s) => dayLabel(s.day)) }]}
      series={[{ data: stats.map((s) => s[field]), label, showMark: stats.length <= 31 }]}
    />
  );
}
