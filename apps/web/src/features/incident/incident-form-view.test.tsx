import type { QueryType } from '@georisk/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_INCIDENT, IncidentFormView } from './incident-form-view';

const buildNamedQueryType = (
  name: string,
  customerType: QueryType['customerType'],
  is_active = true,
): QueryType => ({
  queryType_id: crypto.randomUUID(),
  categories_id: 'c1',
  categories: { categories_id: 'c1', name: 'Military Conflicts' },
  name,
  icon: 'shield',
  about: `${name} questions`,
  customerType,
  is_active,
  price_credits: 2,
  on_quote: false,
  created_by: null,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
});

const travel = buildNamedQueryType('Travel Safety', 'Citizen');
const supply = buildNamedQueryType('Supply Chain', 'Corporate');
const retired = buildNamedQueryType('Retired Topic', 'Citizen', false);

const renderForm = (onSubmit = vi.fn(async (): Promise<void> => undefined), shareWith?: string) => {
  render(
    <IncidentFormView
      title="Register Incident Request"
      initial={EMPTY_INCIDENT}
      queryTypes={[travel, supply, retired]}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
      shareWith={shareWith}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
};

const options = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map(
    (option) => option.text,
  );

describe('IncidentFormView', () => {
  it('shows every failing field its message at once, beside it, and focuses the first', async () => {
    const { onSubmit, user } = renderForm();
    const identification = screen.getByLabelText('Identification');
    const queryType = screen.getByLabelText('QueryType');
    const query = screen.getByLabelText('Query');
    for (const field of [identification, queryType, query]) expect(field).toBeRequired();
    expect(screen.getByLabelText('Countries')).not.toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(identification).toHaveAttribute('aria-invalid', 'true');
    expect(identification).toHaveAccessibleDescription('Please select Identification');
    expect(queryType).toHaveAccessibleDescription('Please select QueryType');
    expect(query).toHaveAccessibleDescription('Please specify the Query');
    expect(identification).toHaveFocus();
    // The product's first failure also stays in the banner.
    expect(screen.getByRole('alert')).toHaveTextContent('Please select Identification');
    expect(onSubmit).not.toHaveBeenCalled();

    // A fixed field loses its message; the others keep theirs until the next submit.
    await user.selectOptions(identification, 'Citizen');
    expect(identification).not.toHaveAttribute('aria-invalid');
    expect(query).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the spec messages in order, one at a time, and sends only a valid form', async () => {
    const { onSubmit, user } = renderForm();
    const submit = screen.getByRole('button', { name: 'Submit' });

    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select Identification');

    await user.selectOptions(screen.getByLabelText('Identification'), 'Citizen');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select QueryType');

    await user.selectOptions(screen.getByLabelText('QueryType'), travel.queryType_id);
    await user.type(screen.getByLabelText('Query'), '   ');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please specify the Query');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Query'), ' Is it safe to travel to the border region? ');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({
      customerType: 'Citizen',
      queryType_id: travel.queryType_id,
      query: 'Is it safe to travel to the border region?',
      countries: [],
    });
  });

  it('offers only the active query types of the chosen customer type', async () => {
    const { user } = renderForm();
    expect(options('QueryType')).toEqual(['Select QueryType']);
    await user.selectOptions(screen.getByLabelText('Identification'), 'Citizen');
    expect(options('QueryType')).toEqual([
      'Select QueryType',
      'Travel Safety (Military Conflicts)',
    ]);
    await user.selectOptions(screen.getByLabelText('Identification'), 'Corporate');
    expect(options('QueryType')).toEqual(['Select QueryType', 'Supply Chain (Military Conflicts)']);
  });

  it('clears the chosen query type when the customer type changes', async () => {
    const { onSubmit, user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Identification'), 'Citizen');
    await user.selectOptions(screen.getByLabelText('QueryType'), travel.queryType_id);
    await user.selectOptions(screen.getByLabelText('Identification'), 'Corporate');
    expect(screen.getByLabelText('QueryType')).toHaveValue('');

    // Switching back does not bring the old choice back either.
    await user.selectOptions(screen.getByLabelText('Identification'), 'Citizen');
    await user.type(screen.getByLabelText('Query'), 'Any risk?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select QueryType');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a server failure in the warning banner', async () => {
    // A refused call rejects with the reply's code and message, as RTK Query's unwrap() does.
    const { user } = renderForm(
      vi.fn(async (): Promise<void> => {
        throw { code: 'GR429', message: 'Too many requests' };
      }),
    );
    await user.selectOptions(screen.getByLabelText('Identification'), 'Corporate');
    await user.selectOptions(screen.getByLabelText('QueryType'), supply.queryType_id);
    await user.type(screen.getByLabelText('Query'), 'Will tariffs rise?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
  });

  it('offers a company member to share a new request with the company, on unless switched off', async () => {
    const { onSubmit, user } = renderForm(undefined, 'Acme Security');
    const share = screen.getByRole('switch', { name: 'Share with Acme Security' });
    expect(share).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Identification'), 'Citizen');
    await user.selectOptions(screen.getByLabelText('QueryType'), travel.queryType_id);
    await user.type(screen.getByLabelText('Query'), 'Is the plant safe?');
    await user.click(share);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ for_company: false }));
  });

  it('says nothing of sharing to a customer without a company', () => {
    renderForm();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

describe('IncidentFormView: price and credits', () => {
  const renderPriced = (
    onSubmit: () => Promise<void>,
    credits = { personal: 5, company: 9 },
    shareWith?: string,
  ) => {
    render(
      <MemoryRouter>
        <IncidentFormView
          title="Register Incident Request"
          initial={EMPTY_INCIDENT}
          queryTypes={[travel, supply]}
          onSubmit={onSubmit}
          onCancel={vi.fn()}
          shareWith={shareWith}
          credits={credits}
        />
      </MemoryRouter>,
    );
    return userEvent.setup();
  };

  it('shows the chosen type’s price beside the balance it is paid from', async () => {
    const user = renderPriced(
      vi.fn(async () => undefined),
      { personal: 5, company: 9 },
      'Acme',
    );
    expect(screen.queryByTestId('price-line')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Identification'), 'Citizen');
    await user.selectOptions(screen.getByLabelText('QueryType'), travel.queryType_id);
    expect(screen.getByTestId('price-line')).toHaveTextContent('Costs 2 credits · you have 9');
    await user.click(screen.getByLabelText('Share with Acme'));
    expect(screen.getByTestId('price-line')).toHaveTextContent('Costs 2 credits · you have 5');
  });

  it('on 402 says there are not enough credits and links to the purchase screen', async () => {
    const user = renderPriced(
      vi.fn(async (): Promise<void> => {
        throw { code: 'PAY402', message: 'Not enough credits. Please purchase credits' };
      }),
      { personal: 1, company: 0 },
    );
    await user.selectOptions(screen.getByLabelText('Identification'), 'Citizen');
    await user.selectOptions(screen.getByLabelText('QueryType'), travel.queryType_id);
    await user.type(screen.getByLabelText('Query'), 'Is the border open?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not enough credits. Please purchase credits');
    expect(screen.getByRole('link', { name: 'Purchase credits' })).toHaveAttribute(
      'href',
      '/menu/purchase',
    );
  });
});
