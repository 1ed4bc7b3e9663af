import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildFactor, buildIncident } from '../../test/factories';
import { FindingsFormView } from './findings-form-view';

const buildNamedFactor = (name: string) => buildFactor({ factor_id: `f-${name}`, name });
const rows = [
  { factor: buildNamedFactor('Troops'), finding: undefined },
  { factor: buildNamedFactor('Airspace'), finding: undefined },
  { factor: buildNamedFactor('Ceasefire'), finding: undefined },
];

/** The form on a fresh request with three factors; a test states only what differs. */
const renderForm = (props: Partial<ComponentProps<typeof FindingsFormView>> = {}) =>
  render(
    <FindingsFormView
      incident={buildIncident({ incident_id: 'i1' })}
      rows={rows}
      summary=""
      published={0}
      hasDraft={false}
      onSubmit={vi.fn()}
      onCancel={vi.fn()}
      {...props}
    />,
  );

describe('FindingsFormView', () => {
  it.each([
    {
      does: 'publishes the rated factors with their responses, without client checks',
      props: {},
      shows: ['Will the border stay open?'],
      fill: async (user: UserEvent) => {
        await user.selectOptions(screen.getByLabelText('Status of Troops'), 'Red');
        await user.type(screen.getByLabelText('Response for Troops'), 'Massing');
        await user.selectOptions(screen.getByLabelText('Status of Airspace'), 'Green');
      },
      button: 'Submit',
      sent: {
        factor_response: {
          'f-Troops': { response_status: 'Red', response: 'Massing' },
          'f-Airspace': { response_status: 'Green', response: '' },
        },
        summary: '',
        draft: false,
      },
    },
    {
      does: 'saves a draft with the summary, and says when it edits a published answer',
      props: { summary: 'Tense but stable.', published: 2, hasDraft: true },
      shows: ['You are editing a published answer', 'An unpublished draft is loaded.'],
      fill: async (user: UserEvent) => {
        await user.type(screen.getByLabelText('Summary'), ' Watch the north.');
      },
      button: 'Save draft',
      sent: { factor_response: {}, summary: 'Tense but stable. Watch the north.', draft: true },
    },
  ])('$does', async ({ props, shows, fill, button, sent }) => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm({ ...props, onSubmit });
    for (const text of shows) expect(screen.getByText(text)).toBeInTheDocument();
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: button }));
    expect(onSubmit).toHaveBeenCalledWith(sent);
  });

  it('leaves judging to the server and shows its "rate every factor" refusal', async () => {
    // A refused call rejects with the reply's code and message, as RTK Query's unwrap() does.
    const onSubmit = vi.fn(async () => {
      throw { code: 'GR400', message: 'Please rate every factor: Airspace' };
    });
    renderForm({ onSubmit });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ factor_response: {}, summary: '', draft: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please rate every factor: Airspace',
    );
  });

  it('shows a long saved response whole rather than two lines of it', () => {
    const long = 'A longer saved answer. '.repeat(20);
    renderForm({
      rows: [
        {
          factor: buildNamedFactor('Troops'),
          finding: { response_status: 'Red', factor_response: long } as never,
        },
      ],
      published: 1,
    });
    expect(
      Number(screen.getByLabelText('Response for Troops').getAttribute('rows')),
    ).toBeGreaterThan(5);
  });
});
