import { Pager } from '../../components/pager';

/** Accounts per page of the Users screen; the server allows up to 500. */
export const USERS_PAGE_SIZE = 50;

/** 'Showing 51–100 of 230 accounts' with Previous and Next, for lists longer than a page. */
export const UsersPager = (props: {
  offset: number;
  shown: number;
  total: number;
  onOffset: (offset: number) => void;
}) => <Pager label="Users pages" noun="accounts" pageSize={USERS_PAGE_SIZE} {...props} />;
