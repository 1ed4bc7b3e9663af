import Alert from 'react-bootstrap/Alert';

/** A refused import: its sentence, and every bad line of the file with its number and reason. */
export interface ImportFailure {
  message: string;
  errors?: { line: number; message: string }[];
}

/** The lines of a refused import; they stay until the next try (docs/rules/branches.md). */
export const ImportErrors = ({ failure }: { failure: ImportFailure }) => (
  <Alert variant="warning" className="mt-3 mb-0" role="alert">
    <p className="mb-2 fw-semibold">{failure.message}</p>
    {failure.errors && (
      <ul className="mb-0 ps-3">
        {failure.errors.map((error) => (
          <li key={`${error.line}-${error.message}`}>
            Line {error.line}: {error.message}
          </li>
        ))}
      </ul>
    )}
  </Alert>
);
