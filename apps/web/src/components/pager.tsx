import Button from 'react-bootstrap/Button';

/**
 * 'Showing 51–100 of 230 {noun}' with Previous and Next, for lists longer than a page. `label`
 * names the navigation landmark (e.g. "Users pages"), so two pagers on a page stay apart.
 */
export const Pager = ({
  label,
  noun,
  pageSize,
  offset,
  shown,
  total,
  onOffset,
}: {
  label: string;
  noun: string;
  pageSize: number;
  offset: number;
  shown: number;
  total: number;
  onOffset: (offset: number) => void;
}) => (
  <nav aria-label={label} className="d-flex flex-wrap align-items-center gap-2">
    <span className="text-body-secondary small me-auto">
      Showing {shown === 0 ? 0 : offset + 1}–{offset + shown} of {total} {noun}
    </span>
    {total > pageSize && (
      <>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - pageSize))}
        >
          Previous
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={offset + shown >= total}
          onClick={() => onOffset(offset + pageSize)}
        >
          Next
        </Button>
      </>
    )}
  </nav>
);
