import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import type { ReactNode } from 'react';
import { Bar } from 'react-chartjs-2';

// Only what the bar charts use, so the dashboard's chunk stays small.
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

interface Props {
  title: string;
  tally: { label: string; count: number }[];
  /** A colour per label (e.g. Green, Yellow, Red); the product's navy otherwise. */
  colours?: Record<string, string>;
  /** What the colours mean, when they mean something (docs/rules/screens.md). */
  legend?: ReactNode;
  /** What would be here, said when there is nothing to count yet: never a title over nothing. */
  empty: ReactNode;
}

/** A bar chart with its figures also as a visually hidden table, for screen readers. */
export const TallyChart = ({ title, tally, colours = {}, legend, empty }: Props) => (
  <figure className="mb-4">
    <figcaption className="h6">{title}</figcaption>
    {tally.length === 0 ? (
      <p className="small text-body-secondary">{empty}</p>
    ) : (
      <>
        {legend}
        {/* Relative and clipped, so the canvas shrinks with a narrow screen (Chart.js's rule). */}
        <div style={{ position: 'relative', height: 220, overflow: 'hidden' }} aria-hidden="true">
          <Bar
            data={{
              labels: tally.map((t) => t.label),
              datasets: [
                {
                  label: title,
                  data: tally.map((t) => t.count),
                  backgroundColor: tally.map((t) => colours[t.label] ?? '#1d4f7a'),
                },
              ],
            }}
            options={{
              maintainAspectRatio: false,
              plugins: { legend: { display: false } },
              scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
            }}
          />
        </div>
        <table className="visually-hidden">
          <caption>{title}</caption>
          <tbody>
            {tally.map((t) => (
              <tr key={t.label}>
                <th scope="row">{t.label}</th>
                <td>{t.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    )}
  </figure>
);
