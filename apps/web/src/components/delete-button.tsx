import Button, { type ButtonProps } from 'react-bootstrap/Button';

/**
 * The one delete trigger: a trash icon, named for what it deletes (`label`, e.g. 'Delete Alpha')
 * so screen readers and tests tell the rows apart; `text` adds a visible word beside the icon.
 * Opening the confirmation, if any, is the caller's `onClick`.
 */
export const DeleteButton = ({
  label,
  text,
  onClick,
  disabled = false,
  variant = 'outline-danger',
  className,
}: {
  label: string;
  text?: string;
  onClick: () => void;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  className?: string;
}) => (
  <Button
    size="sm"
    variant={variant}
    className={className}
    disabled={disabled}
    onClick={onClick}
    aria-label={text ? undefined : label}
  >
    <i className={`bi bi-trash${text ? ' me-1' : ''}`} aria-hidden="true" />
    {text}
  </Button>
);
