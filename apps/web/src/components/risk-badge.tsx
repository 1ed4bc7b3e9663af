import Badge from 'react-bootstrap/Badge';

/** Severe danger, High Risk warning, Medium Risk info, Risk secondary, else success. */
const VARIANT: Record<string, string> = {
  Severe: 'danger',
  'High Risk': 'warning',
  'Medium Risk': 'info',
  Risk: 'secondary',
};

export const riskVariant = (level: string): string => VARIANT[level] ?? 'success';

/** A headline marked with its level, opening the article in a new tab (news lists, reports). */
export const RiskHeadline = ({
  article,
  linkClassName,
}: {
  article: { riskLevel: string; url: string; title: string };
  linkClassName?: string;
}) => (
  <>
    <RiskBadge level={article.riskLevel} />{' '}
    <a className={linkClassName} href={article.url} rel="noopener noreferrer" target="_blank">
      {article.title}
    </a>
  </>
);

export const RiskBadge = ({ level }: { level: string }) => {
  const variant = riskVariant(level);
  const darkText = variant === 'warning' || variant === 'info';
  return (
    <Badge bg={variant} text={darkText ? 'dark' : undefined}>
      {level}
    </Badge>
  );
};
