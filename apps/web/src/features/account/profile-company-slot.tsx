import type { Profile } from '@georisk/contract';
import { countryName } from '@georisk/contract/countries-field';
import { CODES } from '@georisk/contract/error-codes';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { failureText } from '../../api/api';
import { useMyCompanyQuery } from '../../api/my-company-api';
import { paths } from '../../config/paths';
import { CardHeading } from './card-heading';

const hasNoCompany = (error: unknown) => (error as { code?: string }).code === CODES.notFound;

/**
 * The company card under the profile form (DESIGN section 12, "Profile"): a member sees the
 * company's name, kind and country and their role, with a link to the Companies screen; a solo
 * customer is offered to create one there. Anyone else (staff without a company) sees nothing.
 */
export const ProfileCompanySlot = ({ profile }: { profile: Profile }) => {
  const { currentData, error } = useMyCompanyQuery();
  // After leaving, the refetch fails (no company): the last company must not stay on screen.
  const company = error ? undefined : currentData?.company;
  if (error && !hasNoCompany(error)) return <Alert variant="warning">{failureText(error)}</Alert>;
  if (!company) {
    if (!error || !profile.is_customer) return null;
    return (
      <Card className="shadow-sm mb-3">
        <Card.Body>
          <h2 className="h5">Company</h2>
          <p className="mb-0">
            You do not belong to a company yet. To share requests and their answers with your
            colleagues, <Link to={paths.menu.companies}>create your company</Link>.
          </p>
        </Card.Body>
      </Card>
    );
  }
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <CardHeading icon="building" title={company.name}>
          <div className="small text-body-secondary">Your company</div>
        </CardHeading>
        <dl className="row mb-3">
          <dt className="col-5 col-sm-3">Kind</dt>
          <dd className="col-7 col-sm-9">{company.kind}</dd>
          <dt className="col-5 col-sm-3">Country</dt>
          <dd className="col-7 col-sm-9">{countryName(company.country)}</dd>
          <dt className="col-5 col-sm-3">Your role</dt>
          <dd className="col-7 col-sm-9 text-capitalize">{company.role}</dd>
        </dl>
        <Link to={paths.menu.companies}>Members and invitations</Link>
      </Card.Body>
    </Card>
  );
};
