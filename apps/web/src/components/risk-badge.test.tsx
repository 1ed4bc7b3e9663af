import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RiskBadge, riskVariant } from './risk-badge';

describe('risk badge colour', () => {
  it.each([
    ['Severe', 'danger'],
    ['High Risk', 'warning'],
    ['Medium Risk', 'info'],
    ['Risk', 'secondary'],
    ['Low Risk', 'success'],
    ['Anything else', 'success'],
  ])('%s is %s', (level, variant) => {
    expect(riskVariant(level)).toBe(variant);
  });

  it('shows the level with its colour', () => {
    render(<RiskBadge level="Severe" />);
    expect(screen.getByText('Severe')).toHaveClass('bg-danger');
  });
});
