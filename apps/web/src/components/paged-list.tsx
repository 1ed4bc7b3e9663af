import type { ReactNode } from 'react';
import { MessageScreen } from './message-screen';
import { PageSpinner } from './page-spinner';
import { Pager } from './pager';
import { LoadFailure } from './report/load-failure';

/**
 * The body of a paged list screen: the load failure, the spinner while the first page comes, the
 * empty screen, or the rows (`children` draws them) above their pager and any `footer`.
 */
export const PagedList = <Row,>({
  error,
  rows,
  total,
  loading,
  empty,
  pager,
  footer,
  children,
}: {
  /** The read's error, if it failed. */
  error: unknown;
  /** The page's rows; undefined while it loads. */
  rows: Row[] | undefined;
  total: number | undefined;
  /** What the spinner says ("Loading files"). */
  loading: string;
  empty: { icon: string; message: string };
  /** The pager's landmark, noun, page size, offset and what moves it (components/pager.tsx). */
  pager: {
    label: string;
    noun: string;
    pageSize: number;
    offset: number;
    onOffset: (offset: number) => void;
  };
  footer?: ReactNode;
  children: (rows: Row[]) => ReactNode;
}) => {
  if (error) return <LoadFailure error={error} />;
  if (!rows) return <PageSpinner label={loading} />;
  if (rows.length === 0) return <MessageScreen {...empty} actions={[]} />;
  return (
    <>
      {children(rows)}
      <Pager {...pager} shown={rows.length} total={total ?? 0} />
      {footer}
    </>
  );
};
