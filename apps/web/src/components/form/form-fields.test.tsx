import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AboutField } from '../form/form-fields';

describe('reference forms (docs/rules/reference-data.md)', () => {
  it('give the About textarea three rows', () => {
    renderWithProviders(<AboutField value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'About' })).toHaveAttribute('rows', '3');
  });
});
