import Button from 'react-bootstrap/Button';

/** Accounts per page of the Users screen; the server allows up to 500. */
export const USERS_PAGE_SIZE = 50;

/** 'Showing 51–100 of 230 accounts' with Previous and Next, for lists longer than a page. */
export const UsersPager = ({
  offset,
  shown,
  total,
  onOffset,
}: {
  offset: number;
  shown: number;
  total: number;
  onOffset: (offset: number) => void;
}) => (
  <nav aria-label="Users pages" className="d-flex flex-wrap align-items-center gap-2">
    <span className="text-body-secondary small me-auto">
      Showing {shown === 0 ? 0 : offset + 1}–{offset + shown} of {total} accounts
    </span>
    {total > USERS_PAGE_SIZE && (
      <>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - USERS_PAGE_SIZE))}
        >
          Previous
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={offset + shown >= total}
          onClick={() => onOffset(offset + USERS_PAGE_SIZE)}
        >
          Next
        </Button>
      </>
    )}
  </nav>
);
