import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';

export interface MessageAction {
  label: string;
  /** A route to link to, or a handler (e.g. open the register form). */
  to?: string;
  onClick?: () => void;
}

/**
 * The generic empty/success screen: a message plus a button or links. Empty lists show
 * it with a register button.
 */
export const MessageScreen = ({
  message,
  actions,
  icon = 'info-circle',
  children,
}: {
  message: string;
  actions: MessageAction[];
  icon?: string;
  children?: ReactNode;
}) => (
  <Card className="text-center shadow-sm border-0 my-4">
    <Card.Body className="py-5">
      <i className={`bi bi-${icon} display-5 text-primary`} aria-hidden="true" />
      <p className="lead mt-3 mb-4">{message}</p>
      {children}
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        {actions.map((action) =>
          action.to ? (
            <Link key={action.label} to={action.to} className="btn btn-primary">
              {action.label}
            </Link>
          ) : (
            <Button key={action.label} onClick={action.onClick}>
              {action.label}
            </Button>
          ),
        )}
      </div>
    </Card.Body>
  </Card>
);
