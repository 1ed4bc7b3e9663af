import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

const Harness = ({ withRules = true }: { withRules?: boolean }) => {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      id="pw"
      label="Password"
      value={value}
      onChange={setValue}
      withRules={withRules}
    />
  );
};

describe('PasswordField', () => {
  it('shows the strength rules on demand and ticks each one as it is met', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Show password rules' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Password rules' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByLabelText('Password'), 'abC1');
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(rules).toHaveTextContent('A lowercase letter (met)');
    expect(rules).toHaveTextContent('An uppercase letter (met)');
    expect(rules).toHaveTextContent('A number (met)');
    expect(rules).toHaveTextContent('At least 8 characters (not yet)');
    expect(rules).toHaveTextContent('A symbol such as # ! @ $ % (not yet)');
  });

  it('reveals and hides the typed password', async () => {
    const user = userEvent.setup();
    render(<Harness withRules={false} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide Password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('button', { name: 'Show password rules' })).not.toBeInTheDocument();
  });
});
