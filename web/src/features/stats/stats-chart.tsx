import type { StatsDay } from '@velvet/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type ChartSeries = { key: 'views' | 'phone' | 'chat' | 'bookings'; label: string; colour: string };

const AXIS = {
  stroke: '#a9a1b3',
  grid: { stroke: 'rgba(255,255,255,0.07)' },
  ticks: { stroke: 'rgba(255,255,255,0.12)' },
};

/** Midday UTC of a "YYYY-MM-DD", in seconds: a day's point never drifts to the day before. */
const dayToSeconds = (date: string) => Date.parse(`${date}T12:00:00Z`) / 1000;

/**
 * The days as lines (uPlot: about 50 KB, canvas, fast). This module is only loaded by the dashboard's
 * statistics panel, so no other page downloads the chart library.
 */
export default function StatsChart({
  days,
  series,
  language,
  label,
  onPoint,
}: {
  days: StatsDay[];
  series: ChartSeries[];
  /** The Intl locale of the axis' dates. */
  language: string;
  label: string;
  /** The index of the day the pointer is on, null when it leaves the chart (the panel draws the legend). */
  onPoint: (index: number | null) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const pointed = useRef(onPoint);
  pointed.current = onPoint;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const dayLabel = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const data: uPlot.AlignedData = [
      days.map((d) => dayToSeconds(d.date)),
      ...series.map((s) => days.map((d) => d[s.key])),
    ];
    const size = () => ({ width: Math.max(el.clientWidth, 200), height: el.clientWidth < 500 ? 220 : 280 });
    const plot = new uPlot(
      {
        ...size(),
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.colour,
            width: 2,
            fill: s.key === 'views' ? `${s.colour}22` : undefined,
            points: { show: days.length <= 31, size: 5 },
          })),
        ],
        axes: [
          {
            ...AXIS,
            values: (_u, splits) => splits.map((v) => dayLabel.format(new Date(v * 1000))),
          },
          {
            ...AXIS,
            size: 40,
            values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')),
          },
        ],
        scales: {
          x: { time: true },
          y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
        },
        // uPlot's own legend reads "Day: Views: --" until pointed at, in its own words: the panel's replaces it.
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        hooks: {
          setCursor: [(u) => pointed.current(u.cursor.idx ?? null)],
        },
      },
      data,
      el,
    );
    const observer = new ResizeObserver(() => plot.setSize(size()));
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days, series, language]);
  return <div ref={box} role="img" aria-label={label} className="stats-chart w-full text-mist-200" />;
}
