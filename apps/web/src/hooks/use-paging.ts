import { useState } from 'react';

/**
 * Where a paged list stands: the page to ask the server for (`limit`, `offset`), what its pager
 * needs (components/paged-list.tsx), and `restart` at the first page (a new filter).
 */
export const usePaging = (pageSize: number) => {
  const [offset, setOffset] = useState(0);
  return {
    page: { limit: pageSize, offset },
    pager: { pageSize, offset, onOffset: setOffset },
    restart: () => setOffset(0),
  };
};
