interface Props {
  /** Daily scores (0 to 100), oldest first. */
  scores: number[];
  /** What the line shows, said to screen readers. */
  label: string;
}

const WIDTH = 64;
const HEIGHT = 18;

/** A country's recent daily scores as a small line, drawn as SVG (no chart library). */
export const Sparkline = ({ scores, label }: Props) => {
  // Scaled to the line's own peak (at least 10) so a small change still shows.
  const top = Math.max(10, ...scores);
  const step = scores.length > 1 ? WIDTH / (scores.length - 1) : 0;
  const points = scores
    .map(
      (score, i) =>
        `${(i * step).toFixed(1)},${(HEIGHT - 1 - (score / top) * (HEIGHT - 2)).toFixed(1)}`,
    )
    .join(' ');
  return (
    <svg
      className="sparkline"
      role="img"
      aria-label={label}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
};

/** "last 30 days: from 4 to 38": the words for a sparkline. */
export const trendWords = (scores: number[]) =>
  `score over the last ${scores.length} days: from ${scores[0] ?? 0} to ${scores.at(-1) ?? 0}`;
