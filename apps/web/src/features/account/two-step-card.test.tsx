import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { TwoStepCard } from './two-step-card';

const ENROLMENT = {
  otpauth_url: 'otpauth://totp/GeoRisk:ada?secret=JBSWY3DPEHPK3PXP',
  secret: 'JBSWY3DPEHPK3PXP',
  qr_data_url: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fghj${i}`);

afterEach(() => vi.unstubAllGlobals());

describe('TwoStepCard', () => {
  it('enrols: QR and key, the first code, the recovery codes once, then On', async () => {
    let on = false;
    const api = mockApi({
      'mfa/status': () =>
        okReply('Two-step sign-in status', {
          mfa: { totp: on, recovery_codes_left: on ? 10 : 0, required: false },
        }),
      'mfa/totpStart': okReply('Scan', { enrolment: ENROLMENT }),
      'mfa/totpConfirm': () => {
        on = true;
        return okReply('Two-step sign-in is on', { recovery_codes: CODES });
      },
    });
    const { user } = renderWithProviders(<TwoStepCard />, { user: buildSessionUser() });
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByTestId('totp-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Download the codes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/10 recovery codes left/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(api.callsTo('mfa/totpConfirm')[0]?.body).toEqual({ code: '123456' });
  });

  it('offers no way to turn a required factor off', async () => {
    mockApi({
      'mfa/status': okReply('Two-step sign-in status', {
        mfa: { totp: true, recovery_codes_left: 7, required: true },
      }),
    });
    renderWithProviders(<TwoStepCard />, { user: buildSessionUser() });
    expect(await screen.findByText(/cannot be turned off/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Turn off/ })).toBeNull();
  });
});
