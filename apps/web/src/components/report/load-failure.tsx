import { failureText } from '../../api/api';
import { Banner } from '../banner';

/**
 * A read that failed: its message (never its code) in the shared warning banner. It stays up,
 * unlike a form's banner, because there is nothing else to show in its place.
 */
export const LoadFailure = ({ error }: { error: unknown }) => (
  <Banner banner={{ text: failureText(error), variant: 'warning' }} />
);
