import { CODES, MESSAGES } from '@georisk/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import RegisterPage from './register-page';

const NEW_ID = '3f1e2d4c-5b6a-4789-8a0b-1c2d3e4f5a6b';

const renderRegister = () =>
  renderWithProviders(<RegisterPage />, {
    route: '/register',
    path: '/register',
    routes: { '/active': <h1>Activate</h1> },
  });

type View = ReturnType<typeof renderRegister>;

const typeInto = async (view: View, label: string, text: string) => {
  const input = screen.getByLabelText(label, { exact: true });
  await view.user.clear(input);
  if (text) await view.user.paste(text);
};

const pickDialCode = async (view: View, search: string, country: RegExp) => {
  await view.user.type(screen.getByLabelText('Phone Code'), search);
  await view.user.click(await screen.findByRole('option', { name: country }));
};

const submit = (view: View) => view.user.click(screen.getByRole('button', { name: 'Submit' }));

afterEach(() => vi.unstubAllGlobals());

describe('RegisterPage', { timeout: 20_000 }, () => {
  it('has the spec layout with a Login button to /login', () => {
    mockApi({});
    renderRegister();
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Show password rules' })).toBeInTheDocument();
  });

  it('shows each validation message in order as the fields are fixed one by one', async () => {
    const api = mockApi({});
    const view = renderRegister();
    const expectWarning = async (message: string) => {
      await submit(view);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    };
    await typeInto(view, 'First Name', 'Ada1');
    await expectWarning(MESSAGES.invalidFirstName);
    await typeInto(view, 'First Name', 'Ada');
    await typeInto(view, 'Last Name', 'L0velace');
    await expectWarning(MESSAGES.invalidLastName);
    await typeInto(view, 'Last Name', 'Lovelace');
    await typeInto(view, 'Email', 'ada@');
    await expectWarning(MESSAGES.invalidEmail);
    await typeInto(view, 'Email', 'ada@example.com');
    await expectWarning(MESSAGES.invalidPhoneCode);
    await pickDialCode(view, 'United King', /United Kingdom/);
    await typeInto(view, 'Phone', '77a');
    await expectWarning(MESSAGES.invalidPhone);
    await typeInto(view, 'Phone', '7700900123');
    await typeInto(view, 'Password', 'weakpass');
    await expectWarning(MESSAGES.invalidPassword);
    await typeInto(view, 'Password', 'Secret#123');
    await typeInto(view, 'Confirm Password', 'Secret#124');
    await expectWarning(MESSAGES.passwordMismatch);
    expect(api.calls).toHaveLength(0);
  });

  it('filters the dial codes and says so when nothing matches', async () => {
    mockApi({});
    const view = renderRegister();
    await view.user.type(screen.getByLabelText('Phone Code'), 'Atlantis');
    expect(await screen.findByText('No matches found.')).toBeInTheDocument();
  });

  const fillValidForm = async (view: View) => {
    await typeInto(view, 'First Name', 'Ada');
    await typeInto(view, 'Last Name', 'Lovelace');
    await typeInto(view, 'Email', 'ada@example.com');
    await pickDialCode(view, '+44', /United Kingdom/);
    await typeInto(view, 'Phone', '7700900123');
    await typeInto(view, 'Password', 'Secret#123');
    await typeInto(view, 'Confirm Password', 'Secret#123');
  };

  it('sends the phone as dial code + number and goes to /active with the new user_id', async () => {
    const api = mockApi({ 'user/insert': okReply('Registered', { user: { user_id: NEW_ID } }) });
    const view = renderRegister();
    await fillValidForm(view);
    await submit(view);
    await screen.findByRole('heading', { name: 'Activate' });
    expect(api.callsTo('user/insert')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+447700900123',
      password: 'Secret#123',
    });
    expect(view.location().state).toEqual({ user_id: NEW_ID });
  });

  it('shows the refusal message, not its code, when the server refuses and stays', async () => {
    mockApi({
      'user/insert': failReply(409, CODES.emailTaken, 'This e-mail is already registered'),
    });
    const view = renderRegister();
    await fillValidForm(view);
    await submit(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^This e-mail is already registered$/,
    );
    expect(view.location().pathname).toBe('/register');
    expect(screen.queryByRole('status', { name: 'Working' })).not.toBeInTheDocument();
  });
});
