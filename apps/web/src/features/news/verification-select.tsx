import { VERIFICATION_LABELS, VERIFICATIONS } from '@georisk/contract/reliability-labels';
import Form from 'react-bootstrap/Form';
import { failureText } from '../../api/api';
import { useVerifyArticleMutation } from './news-api';

/** A partner's or an admin's verdict on one article; the card's marks show it once saved. */
export const VerificationSelect = ({
  article,
}: {
  article: { articles_id: string; title: string; verification: string };
}) => {
  const [verify, { isLoading, error }] = useVerifyArticleMutation();
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <Form.Select
        size="sm"
        className="w-auto"
        value={article.verification}
        disabled={isLoading}
        aria-label={`Verification of ${article.title}`}
        onChange={(event) =>
          void verify({ articles_id: article.articles_id, verification: event.target.value })
        }
      >
        {VERIFICATIONS.map((value) => (
          <option key={value} value={value}>
            {VERIFICATION_LABELS[value]}
          </option>
        ))}
      </Form.Select>
      {error && (
        <span className="small text-danger" role="alert">
          {failureText(error)}
        </span>
      )}
    </span>
  );
};
