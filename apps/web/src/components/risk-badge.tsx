import Badge from 'react-bootstrap/Badge';
import { levelVariant, needsDarkText } from './risk-scale/risk-scale';

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
  const variant = levelVariant(level);
  return (
    <Badge bg={variant} text={needsDarkText(variant) ? 'dark' : undefined}>
      {level}
    </Badge>
  );
};
