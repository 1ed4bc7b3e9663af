import type { Company } from '@georisk/contract';
import Form from 'react-bootstrap/Form';
import { failureText } from '../../api/api';
import type { BannerVariant } from '../../components/banner';
import { useRequireMfaMutation } from './companies-api';

/**
 * The company's sign-in rule, for its owners and admins (docs/rules/second-factor.md): once on,
 * each member without a second factor is asked to set one up at their next login.
 */
export const CompanyMfaSwitch = ({
  company,
  show,
}: {
  company: Company;
  show: (text: string, variant?: BannerVariant) => void;
}) => {
  const [requireMfa, { isLoading }] = useRequireMfaMutation();
  const change = (required: boolean) =>
    requireMfa({ company_id: company.company_id, required })
      .unwrap()
      .then((reply) => show(reply.message, 'success'))
      .catch((failure: unknown) => show(failureText(failure)));
  return (
    <>
      <h3 className="h6 mt-4">Sign-in security</h3>
      <Form.Check
        type="switch"
        id="company-require-mfa"
        role="switch"
        label="Require a second factor for members"
        checked={company.require_mfa}
        disabled={isLoading}
        aria-describedby="company-require-mfa-help"
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      <Form.Text id="company-require-mfa-help" className="text-body-secondary">
        Members without two-step sign-in are asked to set it up at their next login.
      </Form.Text>
    </>
  );
};
