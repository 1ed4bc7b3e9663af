import {
  GRADE_LABELS,
  VERIFICATION_LABELS,
  type SourceGrade,
  type Verification,
} from '@georisk/contract/reliability-labels';
import { VERIFICATION_ICON } from './verification-icons';

const VERIFICATION_STYLE: Record<Verification, string> = {
  unverified: 'text-bg-light border',
  confirmed: 'text-bg-success',
  disputed: 'text-bg-warning',
};

/**
 * Every news card's reliability (docs/rules/news.md, "Reliability"): the source's Admiralty grade
 * and what partners found of the facts. Read aloud in full ("Source grade B, usually reliable").
 */
export const ReliabilityMarks = ({
  article,
}: {
  article: { source: { grade: string }; verification: string };
}) => {
  const grade = article.source.grade as SourceGrade;
  const verification = (
    article.verification in VERIFICATION_LABELS ? article.verification : 'unverified'
  ) as Verification;
  return (
    <span className="d-inline-flex flex-wrap gap-1 align-middle reliability-marks">
      <span className="badge text-bg-light border" title={GRADE_LABELS[grade]}>
        Source {grade}
        <span className="visually-hidden">: {GRADE_LABELS[grade]?.toLowerCase()}</span>
      </span>
      <span className={`badge ${VERIFICATION_STYLE[verification]}`}>
        <i className={`bi ${VERIFICATION_ICON[verification]} me-1`} aria-hidden="true" />
        {VERIFICATION_LABELS[verification]}
      </span>
    </span>
  );
};
