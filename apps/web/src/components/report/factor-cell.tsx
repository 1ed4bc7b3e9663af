import type { Factor } from '@georisk/contract';

/** The factor's name with its about text under it: the report and the findings form share it. */
export const FactorCell = ({ factor }: { factor: Factor }) => (
  <>
    <div className="fw-semibold">{factor.name}</div>
    <div className="small text-body-secondary">{factor.about}</div>
  </>
);
