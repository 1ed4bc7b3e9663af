import Table from 'react-bootstrap/Table';
import { TravellerForm } from './traveller-form';
import { useTravellerListQuery } from './schedule-api';

/** The company's travellers; owners and admins add them. */
export const TravellersTab = ({
  show,
}: {
  show: (text: string, variant?: 'success' | 'warning') => void;
}) => {
  const { data } = useTravellerListQuery();
  const rows = data?.rows ?? [];
  return (
    <>
      {rows.length === 0 ? (
        <p className="text-body-secondary">No travellers yet.</p>
      ) : (
        <Table responsive size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Phone</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((traveller) => (
              <tr key={traveller.traveller_id}>
                <td>{traveller.name}</td>
                <td className="text-break">{traveller.email}</td>
                <td>{traveller.phone ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {data?.can_manage && <TravellerForm show={show} />}
    </>
  );
};
