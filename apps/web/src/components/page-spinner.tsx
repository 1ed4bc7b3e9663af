import Spinner from 'react-bootstrap/Spinner';

/** Full-area spinner while the app or a lazy screen loads. */
export const PageSpinner = ({ label = 'Loading' }: { label?: string }) => (
  <div className="d-flex justify-content-center align-items-center py-5" role="status">
    <Spinner animation="border" variant="primary" />
    <span className="visually-hidden">{label}</span>
  </div>
);
