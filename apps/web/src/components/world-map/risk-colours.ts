/** The map's fill per level: a heat scale from green to dark red; grey without a level. */
export const RISK_FILL: Record<string, string> = {
  Severe: '#a50f15',
  'High Risk': '#e8590c',
  'Medium Risk': '#f59f00',
  Risk: '#ffd43b',
  'Low Risk': '#8ce99a',
};
export const NO_LEVEL_FILL = '#dee2e6';
export const MAP_LEVELS = ['Severe', 'High Risk', 'Medium Risk', 'Risk', 'Low Risk'] as const;
export const fillOf = (level: string | null | undefined) =>
  (level && RISK_FILL[level]) || NO_LEVEL_FILL;

/**
 * The swatch class of a level: a class, not an inline style, because the page's CSP
 * (style-src 'self') refuses style attributes in the build-time HTML (docs/security.md).
 */
export const swatchClass = (level: string | null | undefined) =>
  `swatch swatch-${(level ?? 'none').toLowerCase().replace(/\s+/g, '-')}`;
