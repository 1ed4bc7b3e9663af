import { useId, type ReactNode } from 'react';

/**
 * A menu screen: a section named by its heading (`title`), a muted line saying what the screen is
 * for (`intro`), then the screen itself.
 */
export const ScreenSection = ({
  title,
  intro,
  className,
  children,
}: {
  title: string;
  intro: ReactNode;
  className?: string;
  children: ReactNode;
}) => {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h1 id={id} className="h3 mb-2">
        {title}
      </h1>
      <p className="text-body-secondary">{intro}</p>
      {children}
    </section>
  );
};
