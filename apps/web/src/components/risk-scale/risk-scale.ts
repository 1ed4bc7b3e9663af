import {
  FINDING_STATUSES,
  RISK_LEVELS,
  type FindingStatus,
  type RiskLevel,
} from '@georisk/contract/constants';

/**
 * The product's one colour scale (docs/rules/screens.md, "One colour scale"). Every level and
 * every factor colour maps to a Bootstrap variant: badges and table cells use the variant, the
 * map and the charts its colour, so the same level reads the same everywhere.
 */
export type ScaleVariant = 'danger' | 'warning' | 'info' | 'secondary' | 'success';

/** Bootstrap 5.3's theme colours, which app/bootstrap.scss does not override. */
export const VARIANT_COLOUR: Record<ScaleVariant, string> = {
  danger: '#dc3545',
  warning: '#ffc107',
  info: '#0dcaf0',
  secondary: '#6c757d',
  success: '#198754',
};

/** The spec's badge rule: Severe danger, High Risk warning, Medium Risk info, Risk secondary, else success. */
const LEVEL_VARIANT: Partial<Record<string, ScaleVariant>> = {
  Severe: 'danger',
  'High Risk': 'warning',
  'Medium Risk': 'info',
  Risk: 'secondary',
};

/** Green success, Yellow warning, Red danger: Red reads like Severe, Yellow like High Risk. */
export const FACTOR_VARIANT: Record<FindingStatus, ScaleVariant> = {
  Green: 'success',
  Yellow: 'warning',
  Red: 'danger',
};

/** A country without a signal: a pale grey no level uses. */
export const NO_LEVEL_COLOUR = '#e9ecef';

export const levelVariant = (level: string): ScaleVariant => LEVEL_VARIANT[level] ?? 'success';

export const levelColour = (level: string | null | undefined): string =>
  level ? VARIANT_COLOUR[levelVariant(level)] : NO_LEVEL_COLOUR;

export const factorColour = (status: FindingStatus): string =>
  VARIANT_COLOUR[FACTOR_VARIANT[status]];

/** Variants light enough that text on them must be dark to keep its contrast. */
export const needsDarkText = (variant: ScaleVariant) => variant === 'warning' || variant === 'info';

/**
 * The swatch of a level, as classes (Bootstrap's `bg-*`): never an inline style, because the
 * page's CSP (style-src 'self') refuses style attributes in the build-time HTML.
 */
export const swatchClass = (level: string | null | undefined) =>
  level ? `swatch bg-${levelVariant(level)}` : 'swatch swatch-none';

export const factorSwatchClass = (status: FindingStatus) => `swatch bg-${FACTOR_VARIANT[status]}`;

export const LEVEL_SCALE: readonly RiskLevel[] = RISK_LEVELS;
export const FACTOR_SCALE: readonly FindingStatus[] = FINDING_STATUSES;
