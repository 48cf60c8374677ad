// A horizontal bar chart drawn on the server as SVG: no client charting library, nothing to load, and the same numbers
// stand in a table beneath it, so the chart is an image with a title for screen readers and the table is for reading.
import styles from './bar-chart.module.css';

interface Bar {
  label: string;
  value: number;
}

const ROW = 28;
const LABEL_WIDTH = 210;
const BAR_WIDTH = 330;
const VALUE_WIDTH = 140;

export function BarChart({
  id,
  title,
  bars,
  format = (value) => value.toLocaleString('en'),
}: {
  id: string;
  title: string;
  bars: Bar[];
  format?: (value: number) => string;
}) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  const height = Math.max(1, bars.length) * ROW;
  const width = LABEL_WIDTH + BAR_WIDTH + VALUE_WIDTH;
  const summary = bars.map((bar) => `${bar.label}: ${format(bar.value)}`).join('; ');
  return (
    <figure className={styles.figure}>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        className={styles.chart}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-summary`}>{summary || 'No figures yet.'}</desc>
        {bars.map((bar, index) => {
          const y = index * ROW;
          const length = Math.round((bar.value / largest) * BAR_WIDTH);
          return (
            <g key={bar.label}>
              <text x={LABEL_WIDTH - 8} y={y + ROW / 2} className={styles.label} textAnchor="end">
                {bar.label}
              </text>
              <rect x={LABEL_WIDTH} y={y + 5} width={Math.max(length, 1)} height={ROW - 10} className={styles.bar} />
              <text x={LABEL_WIDTH + length + 6} y={y + ROW / 2} className={styles.value}>
                {format(bar.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>{title}. The same figures are in the table below.</figcaption>
    </figure>
  );
}
