import type { FormEvent, ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Banner, type BannerMessage } from '../banner';
import { FormActions } from '../form/form-actions';

/**
 * The frame of every reference-data form: the title ('Register X' / 'Update X') with a small
 * spinner while a call is in flight, the banner under it, the fields, then Submit and Cancel.
 */
export const CrudFormShell = ({
  title,
  banner,
  busy,
  loadFailure = null,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  banner: BannerMessage | null;
  busy: boolean;
  /** Why the record to edit could not be loaded, as its message (never its code). */
  loadFailure?: string | null;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}) => {
  return (
    <Card className="shadow-sm">
      <Card.Header className="d-flex align-items-center justify-content-between bg-white">
        <h1 className="h4 mb-0 py-1">{title}</h1>
        {busy && <Spinner animation="border" size="sm" role="status" aria-label="Working" />}
      </Card.Header>
      <Card.Body>
        <Banner banner={banner} />
        {loadFailure && <Banner banner={{ text: loadFailure, variant: 'warning' }} />}
        {/* The contract's rules run on submit, so the browser's own checks stay off. */}
        <Form noValidate onSubmit={onSubmit} aria-label={title}>
          {children}
          <FormActions
            busy={busy}
            onCancel={onCancel}
            submitDisabled={loadFailure !== null}
            className="mt-4"
          />
        </Form>
      </Card.Body>
    </Card>
  );
};
