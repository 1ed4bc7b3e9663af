import { watchInsertSchema } from '@georisk/contract';
import { COUNTRIES } from '@georisk/contract/countries';
import type { Watch } from '@georisk/contract/resources/country';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { failureText } from '../../api/api';
import {
  useWatchInsertMutation,
  useWatchListQuery,
  useWatchRemoveMutation,
} from '../../api/watch-api';
import { Banner, useBanner } from '../../components/banner';
import { SelectField } from '../../components/form/form-fields';
import { RiskLevelField } from '../../components/form/risk-level-field';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { countryPath } from '../../config/paths';

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

/** Owners and admins put a country on the watchlist, at the level from which news is told. */
const AddToWatchlist = ({ show }: { show: (text: string, variant?: 'success') => void }) => {
  const [add, { isLoading }] = useWatchInsertMutation();
  const form = useCheckedForm({
    schema: watchInsertSchema,
    initial: { country: '', minLevel: 'High Risk' },
    prepare: (values) => ({ ...values, for_company: true }),
    warn: show,
    send: async (body) => {
      const reply = await add(body).unwrap();
      form.reset();
      show(reply.message, 'success');
    },
  });
  return (
    <Form noValidate onSubmit={form.submit} aria-label="Add a country to the company watchlist">
      <h3 className="h6 mt-3">Add a country</h3>
      <SelectField
        label="Country"
        placeholder="Select a country"
        options={COUNTRY_OPTIONS}
        {...form.field('country')}
      />
      <RiskLevelField label="Alert from" {...form.field('minLevel')} />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Adding...' : 'Add to watchlist'}
      </Button>
    </Form>
  );
};

const WatchRow = ({
  watch,
  onRemove,
  busy,
}: {
  watch: Watch;
  onRemove?: () => void;
  busy: boolean;
}) => (
  <li className="d-flex flex-wrap align-items-center gap-2 py-2 border-bottom">
    <Link to={countryPath(watch.country)} className="me-auto">
      {watch.name}
    </Link>
    <span className="text-body-secondary">{watch.minLevel} and above</span>
    {onRemove && (
      <Button
        size="sm"
        variant="outline-danger"
        disabled={busy}
        aria-label={`Remove ${watch.name} from the company watchlist`}
        onClick={onRemove}
      >
        Remove
      </Button>
    )}
  </li>
);

/**
 * The company's watchlist (docs/rules/companies.md): every member sees it and hears of news at or
 * above each country's level; owners and admins add and remove countries.
 */
export const CompanyWatchlist = () => {
  const { banner, show } = useBanner();
  const { data } = useWatchListQuery();
  const [remove, removing] = useWatchRemoveMutation();
  // The company card above shows the page's one spinner; the watchlist appears when it is read.
  if (!data) return null;
  const list = data.watch.filter((w) => w.scope === 'company');
  const manager = data.can_manage_company;
  const drop = (watch: Watch) =>
    void remove({ watch_id: watch.watch_id })
      .unwrap()
      .then((reply) => show(reply.message, 'success'))
      .catch((failure: unknown) => show(failureText(failure)));
  return (
    <Card className="shadow-sm mt-4">
      <Card.Body>
        <h2 className="h5 mb-1">Company watchlist</h2>
        <p className="text-body-secondary">
          Every member is told of news at or above a listed country&apos;s level, in the bell and by
          e-mail (at most one e-mail an hour per country).
          {manager ? '' : ' Owners and admins keep this list.'}
        </p>
        <Banner banner={banner} />
        {list.length === 0 ? (
          <p>No country is on the company watchlist yet.</p>
        ) : (
          <ul className="list-unstyled mb-0" aria-label="Company watchlist">
            {list.map((watch) => (
              <WatchRow
                key={watch.watch_id}
                watch={watch}
                busy={removing.isLoading}
                onRemove={watch.can_remove ? () => drop(watch) : undefined}
              />
            ))}
          </ul>
        )}
        {manager && <AddToWatchlist show={show} />}
      </Card.Body>
    </Card>
  );
};
