import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RiskBadge, RiskHeadline } from './risk-badge';

describe('risk badge colour', () => {
  it.each([
    ['Severe', 'danger'],
    ['High Risk', 'warning'],
    ['Medium Risk', 'info'],
    ['Risk', 'secondary'],
    ['Low Risk', 'success'],
    ['Anything else', 'success'],
  ])('%s is %s', (level, variant) => {
    render(<RiskBadge level={level} />);
    expect(screen.getByText(level)).toHaveClass(`bg-${variant}`);
  });

  it('marks a headline with its level and opens the article in a new tab', () => {
    render(
      <RiskHeadline
        article={{ riskLevel: 'High Risk', url: 'https://news.example/a', title: 'Border shut' }}
        linkClassName="alert-link"
      />,
    );
    expect(screen.getByText('High Risk')).toHaveClass('bg-warning');
    const link = screen.getByRole('link', { name: 'Border shut' });
    expect(link).toHaveAttribute('href', 'https://news.example/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass('alert-link');
  });
});
