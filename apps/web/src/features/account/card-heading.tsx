import type { ReactNode } from 'react';

/** The head of a profile card: a large icon, the title and what is said under it. */
export const CardHeading = ({
  icon,
  title,
  children,
}: {
  icon: string;
  title: string;
  children: ReactNode;
}) => (
  <div className="d-flex align-items-center gap-3 mb-3">
    <i className={`bi bi-${icon} display-6 text-primary`} aria-hidden="true" />
    <div>
      <h2 className="h5 mb-1">{title}</h2>
      {children}
    </div>
  </div>
);
