import type { DailyScore } from '@georisk/contract/resources/trends';
import { formatDate } from '../../lib/format-date';
import { ColumnHeads } from '../column-heads';

const W = 600;
const H = 200;
const PAD = { left: 34, right: 8, top: 8, bottom: 24 };
const GRID = [0, 25, 50, 75, 100];

const x = (i: number, n: number) =>
  PAD.left + (n > 1 ? (i * (W - PAD.left - PAD.right)) / (n - 1) : 0);
const y = (score: number) => PAD.top + ((100 - score) * (H - PAD.top - PAD.bottom)) / 100;

/**
 * A country's daily scores as a line over the 0-100 scale, drawn as SVG (light, no chart
 * library), with the figures also as a visually hidden table for screen readers.
 */
export const ScoreChart = ({ title, history }: { title: string; history: DailyScore[] }) => {
  const n = history.length;
  const line = history.map(
    (d, i) => `${i === 0 ? 'M' : 'L'}${x(i, n).toFixed(1)},${y(d.score).toFixed(1)}`,
  );
  const ticks = n > 1 ? [0, Math.floor((n - 1) / 2), n - 1] : [0];
  return (
    <figure className="score-chart mb-0">
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" aria-hidden="true" focusable="false">
        {GRID.map((g) => (
          <g key={g}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(g)}
              y2={y(g)}
              className="score-chart-grid"
            />
            <text x={PAD.left - 6} y={y(g) + 4} textAnchor="end" className="score-chart-label">
              {g}
            </text>
          </g>
        ))}
        {ticks.map((i) => (
          <text
            key={i}
            x={x(i, n)}
            y={H - 6}
            textAnchor={i === 0 ? 'start' : i === n - 1 ? 'end' : 'middle'}
            className="score-chart-label"
          >
            {history[i] ? formatDate(history[i].day) : ''}
          </text>
        ))}
        <path d={line.join(' ')} className="score-chart-line" />
      </svg>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <ColumnHeads columns={['Day', 'Score', 'Level']} />
        <tbody>
          {history.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              <td>{d.score}</td>
              <td>{d.level ?? 'No signal'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};
