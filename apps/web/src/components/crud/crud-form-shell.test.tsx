import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildSessionUser } from '../../test/factories';
import { AdminOnly } from '../role-gate';
import { CrudFormShell } from './crud-form-shell';

afterEach(() => vi.unstubAllGlobals());

const shell = (props: { busy: boolean; onSubmit?: () => void; onCancel?: () => void }) => (
  <CrudFormShell
    title="Register Thing"
    banner={{ text: 'Please specify Thing Name', variant: 'warning' }}
    busy={props.busy}
    onSubmit={props.onSubmit ?? (() => undefined)}
    onCancel={props.onCancel ?? (() => undefined)}
  >
    <input aria-label="Name" />
  </CrudFormShell>
);

describe('CrudFormShell', () => {
  it('shows the title, the banner under it, the fields, Submit and Cancel', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    render(shell({ busy: false, onSubmit, onCancel }));
    expect(screen.getByRole('heading', { name: 'Register Thing' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please specify Thing Name');
    expect(screen.queryByRole('status', { name: 'Working' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner and blocks a second submit while busy', () => {
    render(shell({ busy: true }));
    expect(screen.getByRole('status', { name: 'Working' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});

describe('AdminOnly', () => {
  it('tells a non-admin this area is for administrators and calls no API', () => {
    const api = mockApi({});
    renderWithProviders(
      <AdminOnly>
        <p>admin data</p>
      </AdminOnly>,
      { user: buildSessionUser({ is_admin: false, is_partner: true }) },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This area is for administrators.');
    expect(screen.queryByText('admin data')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the screen to an admin', () => {
    renderWithProviders(
      <AdminOnly>
        <p>admin data</p>
      </AdminOnly>,
      { user: buildSessionUser({ is_admin: true }) },
    );
    expect(screen.getByText('admin data')).toBeInTheDocument();
  });
});
