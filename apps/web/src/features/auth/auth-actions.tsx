import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';

/**
 * The stacked buttons under an auth form: its submit button (none when `submit` is null), then
 * the link to the other way in (`to`, named `link`).
 */
export const AuthActions = ({
  submit = 'Submit',
  busy,
  to,
  link,
}: {
  submit?: string | null;
  busy: boolean;
  to: string;
  link: string;
}) => (
  <div className="d-grid gap-2">
    {submit !== null && (
      <Button type="submit" disabled={busy}>
        {submit}
      </Button>
    )}
    <Link to={to} className="btn btn-outline-primary">
      {link}
    </Link>
  </div>
);
