import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BaseReply } from '@georisk/contract';
import type { CrudListResult, ListArgs } from './crud-api';
import { CrudList, type RowsQuery } from './crud-list';
import { useCrudScreen } from './use-crud-screen';

interface Thing {
  id: string;
  name: string;
}

const buildList = (rows: Thing[], message = 'Things listed'): CrudListResult<Thing> => ({
  success: true,
  code: 'GR000',
  message,
  rows,
  total: rows.length,
});

/** A page that switches like the real ones, with fake data hooks in place of RTK Query. */
const Harness = ({
  rowsFor,
  remove = async () => ({ success: true, code: 'GR000', message: 'Thing deleted' }),
}: {
  rowsFor: (args: ListArgs) => RowsQuery<Thing>;
  remove?: (id: string) => Promise<BaseReply>;
}) => {
  const { view, ...crud } = useCrudScreen();
  if (view.name === 'form') return <p>form for {view.id ?? 'a new thing'}</p>;
  return (
    <CrudList
      screen={crud}
      title="My Thing"
      noun="Thing"
      columns={[{ header: 'Name', cell: (row: Thing) => row.name }]}
      identify={(row) => row}
      useRows={rowsFor}
      useRemove={() => [(id: string) => ({ unwrap: () => remove(id) }), { isLoading: false }]}
    />
  );
};

const loaded = (data: CrudListResult<Thing>): RowsQuery<Thing> => ({
  data,
  isLoading: false,
  isFetching: false,
});

describe('CrudList', () => {
  it('shows the empty-state screen with a register button that opens the form', async () => {
    render(<Harness rowsFor={() => loaded(buildList([]))} />);
    expect(
      screen.getByText('You do not have registered any Thing with us. Please create One.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register Thing' }));
    expect(screen.getByText('form for a new thing')).toBeInTheDocument();
  });

  it('lists rows under the heading; Add opens an empty form and edit opens the row', async () => {
    render(<Harness rowsFor={() => loaded(buildList([{ id: 't1', name: 'Alpha' }]))} />);
    expect(screen.getByRole('heading', { name: 'My Thing' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['Name', 'Edit', 'Delete']);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Alpha' }));
    expect(screen.getByText('form for t1')).toBeInTheDocument();
  });

  it('asks before deleting; Cancel keeps the row, Delete removes it and reports the reply', async () => {
    const remove = vi.fn(async () => ({ success: true, code: 'GR000', message: 'Thing deleted' }));
    render(
      <Harness rowsFor={() => loaded(buildList([{ id: 't1', name: 'Alpha' }]))} remove={remove} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Alpha');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(remove).toHaveBeenCalledWith('t1');
    expect(await screen.findByRole('status')).toHaveTextContent('Thing deleted');
  });

  it('keeps the delete banner when the same search was submitted twice before', async () => {
    // Like RTK Query: the same data object until something changes it.
    let data = buildList([{ id: 't1', name: 'Alpha' }], 'found');
    const remove = async () => {
      data = buildList([], 'found');
      return { success: true, code: 'GR000', message: 'Thing deleted' };
    };
    render(<Harness rowsFor={() => loaded(data)} remove={remove} />);
    await userEvent.type(screen.getByRole('searchbox'), 'Alpha{Enter}');
    await userEvent.type(screen.getByRole('searchbox'), '{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Thing deleted');
  });

  it('shows a failed delete as a warning banner', async () => {
    const remove = () => Promise.reject({ success: false, code: 'REF409', message: 'In use' });
    render(
      <Harness rowsFor={() => loaded(buildList([{ id: 't1', name: 'Alpha' }]))} remove={remove} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('In use');
  });

  it('searches with q, reports the reply, and says so when nothing matches', async () => {
    const rowsFor = vi.fn(({ q }: ListArgs) =>
      loaded(q ? buildList([], '0 found') : buildList([{ id: 't1', name: 'Alpha' }])),
    );
    render(<Harness rowsFor={rowsFor} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Thing' }), 'zeta');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(rowsFor).toHaveBeenLastCalledWith({ q: 'zeta' });
    expect(
      screen.getByText(
        'Sorry! We did not find anything suitable match. Please try different search',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 found');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search Thing' }));
    expect(rowsFor).toHaveBeenLastCalledWith({ q: '' });
    expect(screen.getByRole('cell', { name: 'Alpha' })).toBeInTheDocument();
  });

  it('shows a failed load as its message (no code)', () => {
    const failed = {
      error: { code: 'GR403', message: 'Forbidden' },
      isLoading: false,
      isFetching: false,
    };
    render(<Harness rowsFor={() => failed} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Forbidden');
  });

  it('announces opening the list once; a background re-fetch says nothing', () => {
    vi.useFakeTimers();
    try {
      let query = loaded(buildList([{ id: 't1', name: 'Alpha' }], 'Things found'));
      const view = render(<Harness rowsFor={() => query} />);
      expect(screen.getByRole('status')).toHaveTextContent('Things found');
      act(() => vi.advanceTimersByTime(4000));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      // RTK Query re-fetches the same list (e.g. after a save elsewhere): in flight, then new data.
      query = { ...query, isFetching: true };
      view.rerender(<Harness rowsFor={() => query} />);
      query = loaded(buildList([{ id: 't1', name: 'Alpha' }], 'Things found again'));
      view.rerender(<Harness rowsFor={() => query} />);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides the banner after 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const rowsFor = ({ q }: ListArgs) =>
        loaded(q ? buildList([], '0 found') : buildList([{ id: 't1', name: 'A' }]));
      render(<Harness rowsFor={rowsFor} />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByRole('searchbox'), 'x{Enter}');
      expect(screen.getByRole('status')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(4000));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
