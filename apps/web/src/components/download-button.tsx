import { useState } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import { failureText } from '../api/api';
import { useDownloadMutation } from '../api/download-api';
import { saveFile } from '../lib/save-file';

/**
 * A button that downloads a server-made file (a PDF document, an attachment) and saves it under
 * the server's name; a refusal shows beside it as `{code} - {message}`.
 */
export const DownloadButton = ({
  path,
  body,
  label = 'Download PDF',
  icon = 'bi-file-earmark-pdf',
  variant = 'outline-primary',
  size,
  className,
  ariaLabel,
}: {
  path: string;
  body: Record<string, unknown>;
  label?: string;
  icon?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  /** A fuller name for assistive technology than the visible label (which file). */
  ariaLabel?: string;
}) => {
  const [download, state] = useDownloadMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setFailure(null);
    try {
      const file = await download({ path, body }).unwrap();
      saveFile(file.url, file.filename);
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  return (
    <span className={className}>
      <Button
        variant={variant}
        size={size}
        disabled={state.isLoading}
        aria-label={ariaLabel}
        onClick={() => void run()}
      >
        <i className={`bi ${icon} me-1`} aria-hidden="true" />
        {label}
      </Button>
      {failure && (
        <span role="alert" className="text-danger small ms-2">
          {failure}
        </span>
      )}
    </span>
  );
};
