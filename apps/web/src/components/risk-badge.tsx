import Badge from 'react-bootstrap/Badge';

/** Severe danger, High Risk warning, Medium Risk info, Risk secondary, else success. */
const VARIANT: Record<string, string> = {
  Severe: 'danger',
  'High Risk': 'warning',
  'Medium Risk': 'info',
  Risk: 'secondary',
};

export const riskVariant = (level: string): string => VARIANT[level] ?? 'success';

export const RiskBadge = ({ level }: { level: string }) => {
  const variant = riskVariant(level);
  const darkText = variant === 'warning' || variant === 'info';
  return (
    <Badge bg={variant} text={darkText ? 'dark' : undefined}>
      {level}
    </Badge>
  );
};
