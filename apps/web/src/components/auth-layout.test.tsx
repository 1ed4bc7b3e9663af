import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { AuthLayout } from './auth-layout';

describe('authentication layout (docs/rules/accounts.md)', () => {
  it('shows a spinner where the brand image goes until the image has loaded', () => {
    renderWithProviders(
      <AuthLayout title="Login" busy={false} banner={null}>
        <p>form</p>
      </AuthLayout>,
    );
    const aside = screen.getByRole('complementary', { name: 'GeoRisk' });
    expect(aside.querySelector('[role="status"]')).not.toBeNull();
    fireEvent.load(screen.getByRole('img', { hidden: true }));
    expect(aside.querySelector('[role="status"]')).toBeNull();
    expect(screen.getByRole('img', { name: /GeoRisk/ })).toBeVisible();
  });

  it('puts the title, the busy spinner and the banner above the form', () => {
    renderWithProviders(
      <AuthLayout title="Sign up" busy banner={{ text: 'Invalid Email', variant: 'warning' }}>
        <p>form</p>
      </AuthLayout>,
    );
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Working' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Invalid Email');
    expect(alert.compareDocumentPosition(screen.getByText('form'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
