import { SNIPPET_MARK as M } from '@georisk/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchSnippet } from './search-snippet';

describe('SearchSnippet', () => {
  it('wraps the marked words in <mark> and keeps markup as text', () => {
    const { container } = render(
      <SearchSnippet snippet={`A <b>bold</b> ${M.start}strait${M.stop} story`} />,
    );
    expect(screen.getByText('strait').tagName).toBe('MARK');
    expect(container.querySelectorAll('mark')).toHaveLength(1);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('A <b>bold</b> strait story');
  });

  it('renders nothing without a snippet', () => {
    const { container } = render(<SearchSnippet />);
    expect(container.innerHTML).toBe('');
  });
});
