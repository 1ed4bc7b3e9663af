import { CODES, type Profile } from '@georisk/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply, type MockReply } from '../../test/api-mock';
import { buildCompany, buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { browserTimeZone } from './time-zone-field';
import ProfilePage from './profile-page';

const user = buildSessionUser({ email: 'ada@example.com' });

const buildProfile = (overrides: Partial<Profile> = {}): Profile => ({
  user_id: user.user_id,
  firstName: 'Ada',
  lastName: 'Lovelace',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+447700900123',
  time_zone: 'Europe/London',
  mail_requests: true,
  mail_watch: true,
  digest: 'off',
  profile_completed_at: '2026-02-01T10:00:00.000Z',
  is_customer: true,
  is_admin: false,
  is_partner: true,
  created_at: '2026-01-15T10:00:00.000Z',
  ...overrides,
});

/** profile/update answers as the server would: the saved profile, completed on a first save. */
const saving = (before: Profile) => (body: Record<string, unknown>) => {
  const completed = before.profile_completed_at === null;
  const firstName = String(body.firstName);
  const lastName = String(body.lastName);
  return okReply(
    completed
      ? 'Profile Completed Successfully. Please Continue...'
      : 'Profile updated successfully',
    {
      completed,
      profile: {
        ...before,
        ...body,
        name: `${firstName} ${lastName}`,
        profile_completed_at: 'now',
      },
    },
  );
};

const noCompany = failReply(404, CODES.notFound, 'You do not belong to a company yet');

const renderProfile = (profile: Profile, company: MockReply = noCompany) => {
  const api = mockApi({
    'profile/get': okReply('Profile found', { profile }),
    'profile/update': saving(profile),
    'company/get': company,
    'session/list': okReply('Sessions found', { sessions: [], total: 0 }),
    'mfa/status': okReply('Two-step sign-in status', {
      mfa: { totp: false, recovery_codes_left: 0, passkeys: 0, required: false },
    }),
    'passkey/list': okReply('Your passkeys', { passkey: [], total: 0 }),
  });
  return { api, ...renderWithProviders(<ProfilePage />, { user }) };
};

afterEach(() => vi.unstubAllGlobals());

describe('ProfilePage', () => {
  it('shows the profile in a form, with the role badges, member since and the e-mail read-only', async () => {
    renderProfile(buildProfile());
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Partner')).toBeInTheDocument();
    expect(screen.getByText(/Member since/)).toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('+447700900123');
    expect(screen.getByLabelText(/Time zone/)).toHaveValue('Europe/London');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('switch', { name: 'E-mail me about my requests' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'E-mail me watch alerts' })).toBeChecked();
    expect(screen.getByLabelText(/Digest e-mail/)).toHaveValue('off');
  });

  it("proposes the browser's time zone before the first completion", async () => {
    renderProfile(buildProfile({ time_zone: null, profile_completed_at: null }));
    expect(await screen.findByLabelText(/Time zone/)).toHaveValue(browserTimeZone());
    expect(screen.getByText(/Please complete your profile/)).toBeInTheDocument();
  });

  it("shows the spec's success screen after the first completion, with a customer's links", async () => {
    const { api, user: person } = renderProfile(
      buildProfile({ time_zone: null, profile_completed_at: null }),
    );
    const zone = await screen.findByLabelText(/Time zone/);
    await person.clear(zone);
    await person.type(zone, 'Asia/Tokyo');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Profile Completed Successfully. Please Continue...'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/menu/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Incident Requests' })).toHaveAttribute(
      'href',
      '/menu/incident',
    );
    expect(api.callsTo('profile/update')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+447700900123',
      time_zone: 'Asia/Tokyo',
      mail_requests: true,
      mail_watch: true,
      digest: 'off',
    });
  });

  it('turns the daily digest on', async () => {
    const { api, user: person } = renderProfile(buildProfile());
    await person.selectOptions(await screen.findByLabelText(/Digest e-mail/), 'Daily digest');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully');
    expect(api.callsTo('profile/update')[0]?.body).toMatchObject({ digest: 'daily' });
  });

  it('offers no Incident Requests link to someone who is not a customer', async () => {
    const { user: person } = renderProfile(
      buildProfile({ profile_completed_at: null, is_customer: false }),
    );
    await person.click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByText('Profile Completed Successfully. Please Continue...');
    expect(screen.queryByRole('link', { name: 'Incident Requests' })).not.toBeInTheDocument();
  });

  it('saves a new name and a mail switch: success banner, and the login state takes the name', async () => {
    const { api, store, user: person } = renderProfile(buildProfile());
    const first = await screen.findByLabelText(/First Name/);
    await person.clear(first);
    await person.type(first, 'Augusta');
    await person.click(screen.getByRole('switch', { name: 'E-mail me about my requests' }));
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully');
    expect(store.getState().login.user?.name).toBe('Augusta Lovelace');
    expect(api.callsTo('profile/update')[0]?.body).toMatchObject({
      firstName: 'Augusta',
      mail_requests: false,
    });
  });

  it('refuses a bad field beside it and sends nothing', async () => {
    const { api, user: person } = renderProfile(buildProfile());
    const zone = await screen.findByLabelText(/Time zone/);
    await person.clear(zone);
    await person.type(zone, 'Mars/Olympus');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a time zone from the list',
    );
    const group = zone.closest('.mb-3') as HTMLElement;
    expect(within(group).getByText('Please choose a time zone from the list')).toBeInTheDocument();
    expect(api.callsTo('profile/update')).toEqual([]);
  });

  it('shows a member the company card: name, kind, country, their role and the Companies link', async () => {
    const company = buildCompany({ name: 'Acme Risk', kind: 'Government', country: 'FR' });
    const { api } = renderProfile(
      buildProfile(),
      okReply('Company found', { company: { ...company, role: 'viewer' } }),
    );
    const card = (await screen.findByRole('heading', { name: 'Acme Risk' })).closest(
      '.card',
    ) as HTMLElement;
    expect(within(card).getByText('Government')).toBeInTheDocument();
    expect(within(card).getByText('France')).toBeInTheDocument();
    expect(within(card).getByText('viewer')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Members and invitations' })).toHaveAttribute(
      'href',
      '/menu/companies',
    );
    expect(api.callsTo('company/get')[0]?.body).toEqual({});
  });

  it('offers a solo customer to create a company; staff without one see no company at all', async () => {
    const solo = renderProfile(buildProfile());
    expect(await screen.findByText(/You do not belong to a company yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'create your company' })).toHaveAttribute(
      'href',
      '/menu/companies',
    );
    solo.unmount();

    const staff = renderProfile(buildProfile({ is_customer: false }));
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await waitFor(() => expect(staff.api.callsTo('company/get')).toHaveLength(1));
    expect(screen.queryByText(/company/i)).not.toBeInTheDocument();
  });

  it('shows the message (no code) when the company cannot be read', async () => {
    renderProfile(buildProfile(), failReply(500, CODES.internal, 'The server could not answer'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not answer');
  });

  it('shows the message (no code) when the profile cannot be read', async () => {
    mockApi({ 'profile/get': failReply(404, CODES.notFound, 'User not found') });
    renderWithProviders(<ProfilePage />, { user });
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
  });
});
