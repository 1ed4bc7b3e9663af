import { FACTOR_SCALE, factorSwatchClass, LEVEL_SCALE, swatchClass } from './risk-scale';

interface Entry {
  label: string;
  swatch: string;
}

const Legend = ({ entries }: { entries: Entry[] }) => (
  <ul className="scale-legend list-unstyled d-flex flex-wrap gap-3 small mb-2" aria-label="Legend">
    {entries.map((entry) => (
      <li key={entry.label}>
        <span className={entry.swatch} aria-hidden="true" />
        {entry.label}
      </li>
    ))}
  </ul>
);

const LEVEL_ENTRIES: Entry[] = [
  ...LEVEL_SCALE.map((level) => ({ label: level, swatch: swatchClass(level) })),
  { label: 'No signal', swatch: swatchClass(null) },
];
const FACTOR_ENTRIES: Entry[] = FACTOR_SCALE.map((status) => ({
  label: status,
  swatch: factorSwatchClass(status),
}));

/** What each level's colour means, wherever levels are drawn as colour (the map). */
export const LevelLegend = () => <Legend entries={LEVEL_ENTRIES} />;

/** What Green, Yellow and Red mean, beside a chart of factor colours. */
export const FactorLegend = () => <Legend entries={FACTOR_ENTRIES} />;
