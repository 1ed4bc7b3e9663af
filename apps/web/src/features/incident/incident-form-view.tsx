import {
  CUSTOMER_TYPES,
  MAX_INCIDENT_COUNTRIES,
  incidentInsertSchema,
  type IncidentForm,
  type QueryType,
} from '@georisk/contract';
import { useEffect, useState, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Banner, useBanner } from '../../components/banner';
import { isNotEnoughCredits, NotEnoughCredits } from '../../components/not-enough-credits';
import { CountryPicker } from '../../components/form/country-picker';
import { FormActions } from '../../components/form/form-actions';
import { SelectField, SwitchField, TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';

/** What the selects hold before a choice is made: '' (so the spec's "Please select" rules fire). */
export interface IncidentFormValues {
  customerType: string;
  queryType_id: string;
  query: string;
  countries: string[];
  /** A new request of a company member: filed for the company (docs/rules/companies.md). */
  for_company?: boolean;
}

const CUSTOMER_OPTIONS = CUSTOMER_TYPES.map((type) => ({ value: type, label: type }));

export const EMPTY_INCIDENT: IncidentFormValues = {
  customerType: '',
  queryType_id: '',
  query: '',
  countries: [],
};

/** The balances a new request may be paid from (null: not known yet, or no company). */
export interface FormCredits {
  personal: number | null;
  company: number | null;
}

const creditWord = (n: number) => (n === 1 ? 'credit' : 'credits');

/** A type priced on quote (docs/rules/proposals.md): firms propose, nothing is charged now. */
export const ON_QUOTE_LINE =
  'Priced on quote: partner firms propose a price; nothing is charged until you accept one';

/** "Costs 2 credits · you have 5" (docs/rules/credits.md); free types say so. */
export const priceLine = (price: number, balance: number) =>
  price === 0
    ? `Free · you have ${balance} ${creditWord(balance)}`
    : `Costs ${price} ${creditWord(price)} · you have ${balance}`;

/**
 * The incident request form. Checks run on submit in the product's order, the first failure
 * shows in the warning banner, as does a refused save.
 */
export const IncidentFormView = ({
  title,
  initial,
  queryTypes,
  onSubmit,
  onCancel,
  onEdit,
  shareWith,
  children,
  credits,
}: {
  title: string;
  initial: IncidentFormValues;
  queryTypes: QueryType[];
  /** Saves; a rejection is shown in the form's banner. */
  onSubmit: (values: IncidentForm) => Promise<void>;
  onCancel: () => void;
  /** Told every change, so the screen can keep the draft. */
  onEdit?: (values: IncidentFormValues) => void;
  /** A new request of a company member (not a viewer): the company's name, to offer sharing. */
  shareWith?: string;
  /** More fields before the actions (the files to attach). */
  children?: ReactNode;
  /** A new request's price line and 402 (docs/rules/credits.md); left out when editing. */
  credits?: FormCredits;
}) => {
  const { banner, show } = useBanner();
  const [notEnough, setNotEnough] = useState(false);
  // An update never moves a request between personal and company: only a new one says.
  const form = useCheckedForm({
    schema: incidentInsertSchema,
    initial: shareWith ? { for_company: true, ...initial } : initial,
    prepare: ({ for_company, ...values }) => (shareWith ? { ...values, for_company } : values),
    send: async (body) => {
      setNotEnough(false);
      await onSubmit(body);
    },
    warn: show,
    // Not enough credits: the sentence stays with a way to buy more, not a passing banner.
    onFailure: (failure) => {
      const refused = isNotEnoughCredits(failure);
      setNotEnough(refused);
      return refused;
    },
  });
  const { values, busy } = form;
  useEffect(() => onEdit?.(values), [values, onEdit]);
  // The options follow the chosen customer type. An inactive type stays only if chosen.
  const options = queryTypes.filter(
    (type) =>
      type.customerType === values.customerType &&
      (type.is_active || type.queryType_id === initial.queryType_id),
  );
  const chosen = options.find((type) => type.queryType_id === values.queryType_id);
  const paysFromCompany = shareWith !== undefined && values.for_company !== false;
  const balance = credits ? (paysFromCompany ? credits.company : credits.personal) : null;

  return (
    <Card className="shadow-sm incident-form">
      <Card.Header className="d-flex align-items-center justify-content-between">
        <h1 className="h4 mb-0">{title}</h1>
        {busy && <Spinner animation="border" size="sm" role="status" aria-label="Working" />}
      </Card.Header>
      <Card.Body>
        <Banner banner={banner} />
        {notEnough && <NotEnoughCredits />}
        <Form noValidate onSubmit={form.submit}>
          <SelectField
            id="incident-customer-type"
            label="Identification"
            placeholder="Select Identification"
            options={CUSTOMER_OPTIONS}
            {...form.field('customerType')}
            // Changing who is asking clears the query type: its options depend on it.
            onChange={(customerType) =>
              form.setValues({ ...values, customerType, queryType_id: '' })
            }
          />
          <SelectField
            id="incident-query-type"
            label="QueryType"
            placeholder="Select QueryType"
            options={options.map((type) => ({
              value: type.queryType_id,
              label: `${type.name} (${type.categories.name})`,
            }))}
            {...form.field('queryType_id')}
          />
          {chosen && balance !== null && (
            <p className="small text-body-secondary mt-n2 mb-3" data-testid="price-line">
              {chosen.on_quote ? ON_QUOTE_LINE : priceLine(chosen.price_credits, balance)}
            </p>
          )}
          <TextField
            id="incident-query"
            label="Query"
            rows={5}
            placeholder="What do you want to know? Be specific about place, time frame and stakes."
            {...form.field('query')}
          />
          <CountryPicker
            id="incident-countries"
            label="Countries"
            max={MAX_INCIDENT_COUNTRIES}
            {...form.field('countries')}
          />
          {shareWith && (
            <SwitchField
              label={`Share with ${shareWith}`}
              hint={`Every member of ${shareWith} can read it and its answer; its owners and admins are told when it is answered. Off: only you and the analysts see it.`}
              checked={values.for_company ?? true}
              onChange={(checked) => form.setValues({ ...values, for_company: checked })}
            />
          )}
          {children}
          <FormActions busy={busy} onCancel={onCancel} />
        </Form>
      </Card.Body>
    </Card>
  );
};
