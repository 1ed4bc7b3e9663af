/** A Bootstrap Icons name renders as the icon; anything else shows as text (issue 4). */
const ICON_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const Icon = ({ name, label }: { name: string; label?: string }) =>
  ICON_NAME.test(name) ? (
    <i className={`bi bi-${name}`} role="img" aria-label={label ?? name} title={name} />
  ) : (
    <span>{name}</span>
  );
