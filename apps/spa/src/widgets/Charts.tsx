// Small SVG charts for the desks: bars and a line, each with a text alternative (a data table
// screen readers can read) instead of a picture only.
import { WIDGET_TEXT } from '@ent/core/messages';
import { makeStyles, tokens } from '@fluentui/react-components';

export interface ChartPoint {
  label: string;
  value: number;
}

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  caption: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300 },
  svg: { width: '100%', height: 'auto', overflow: 'visible' },
  axis: { stroke: tokens.colorNeutralStroke2, strokeWidth: 1 },
  bar: { fill: tokens.colorBrandBackground },
  line: { fill: 'none', stroke: tokens.colorBrandBackground, strokeWidth: 2 },
  dot: { fill: tokens.colorBrandBackground },
  label: { fill: tokens.colorNeutralForeground3, fontSize: '10px' },
  value: { fill: tokens.colorNeutralForeground2, fontSize: '10px' },
  empty: {
    minHeight: '120px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground3,
  },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

const WIDTH = 560;
const HEIGHT = 200;
const PAD = { top: 16, right: 8, bottom: 28, left: 36 };

function scale(points: ChartPoint[]) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, points.length);
  return {
    max,
    step,
    x: (index: number) => PAD.left + step * index + step / 2,
    y: (value: number) => PAD.top + innerH - (value / max) * innerH,
    base: PAD.top + innerH,
  };
}

function DataTable({ title, unit, points }: { title: string; unit: string; points: ChartPoint[] }) {
  const styles = useStyles();
  return (
    <table className={styles.hidden}>
      <caption>{title}</caption>
      <tbody>
        {points.map((point) => (
          <tr key={point.label}>
            <th scope="row">{point.label}</th>
            <td>{`${point.value}${unit}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function BarChart({ title, unit = '', points }: { title: string; unit?: string; points: ChartPoint[] }) {
  const styles = useStyles();
  const s = scale(points);
  const barWidth = Math.max(4, s.step * 0.6);
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      {/* Nothing to draw (a new enterprise's filings): say so rather than leave a blank box. */}
      {points.length === 0 ? <p className={styles.empty}>{WIDGET_TEXT.noData}</p> : null}
      <svg
        display={points.length === 0 ? 'none' : undefined}
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        data-chart="bar"
      >
        <line className={styles.axis} x1={PAD.left} x2={WIDTH - PAD.right} y1={s.base} y2={s.base} />
        {points.map((point, index) => (
          <g key={point.label}>
            <rect
              className={styles.bar}
              x={s.x(index) - barWidth / 2}
              y={s.y(point.value)}
              width={barWidth}
              height={s.base - s.y(point.value)}
              rx={2}
            />
            <text className={styles.value} x={s.x(index)} y={s.y(point.value) - 4} textAnchor="middle">
              {point.value}
            </text>
            <text className={styles.label} x={s.x(index)} y={HEIGHT - 10} textAnchor="middle">
              {point.label}
            </text>
          </g>
        ))}
      </svg>
      <DataTable title={title} unit={unit} points={points} />
    </figure>
  );
}

export function LineChart({ title, unit = '', points }: { title: string; unit?: string; points: ChartPoint[] }) {
  const styles = useStyles();
  const s = scale(points);
  const path = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${s.x(index)},${s.y(point.value)}`).join(' ');
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" data-chart="line">
        <line className={styles.axis} x1={PAD.left} x2={WIDTH - PAD.right} y1={s.base} y2={s.base} />
        <path className={styles.line} d={path} />
        {points.map((point, index) => (
          <g key={point.label}>
            <circle className={styles.dot} cx={s.x(index)} cy={s.y(point.value)} r={3} />
            <text className={styles.label} x={s.x(index)} y={HEIGHT - 10} textAnchor="middle">
              {point.label}
            </text>
          </g>
        ))}
      </svg>
      <DataTable title={title} unit={unit} points={points} />
    </figure>
  );
}
