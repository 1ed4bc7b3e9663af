import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PhoneCodePicker } from './phone-code-picker';

const Picker = () => {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <PhoneCodePicker value={value} onChange={setValue} />
      <output data-testid="chosen">{JSON.stringify(value)}</output>
    </>
  );
};

describe('phone code picker (docs/rules/accounts.md)', () => {
  it('shows 100 countries at a time in a 300 px menu, then offers the rest', async () => {
    const view = renderWithProviders(<Picker />);
    await view.user.click(screen.getByRole('combobox', { name: 'Phone Code' }));
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(101);
    expect(options[100]).toHaveTextContent('Display additional results...');
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '300px' });

    await view.user.click(options[100]!);
    expect(screen.getAllByRole('option').length).toBeGreaterThan(200);
  });

  it('holds one dial code, chosen by code or by country name', async () => {
    const view = renderWithProviders(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Phone Code' });
    await view.user.type(input, 'Ger');
    await view.user.click(screen.getByRole('option', { name: '+49 Germany' }));
    expect(input).toHaveValue('+49');
  });

  it('takes a dial code typed in full without a pick from the menu', async () => {
    const view = renderWithProviders(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Phone Code' });
    expect(input).toHaveAttribute('placeholder', 'Code or country');
    await view.user.type(input, '+49');
    await view.user.tab();
    expect(input).toHaveValue('+49');
    expect(screen.getByTestId('chosen')).toHaveTextContent('["+49"]');
  });
});
