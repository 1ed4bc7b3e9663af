import type { Watch } from '@georisk/contract/resources/country';
import Button from 'react-bootstrap/Button';
import {
  useWatchInsertMutation,
  useWatchListQuery,
  useWatchRemoveMutation,
} from '../../api/watch-api';
import { useAppSelector } from '../../lib/store';
import { selectUser } from '../../session/login-slice';

/** Start or stop one watch: the caller's own, or their company's watchlist entry. */
const WatchToggle = ({
  code,
  current,
  forCompany,
}: {
  code: string;
  current: Watch | undefined;
  forCompany: boolean;
}) => {
  const [watch, watching] = useWatchInsertMutation();
  const [unwatch, unwatching] = useWatchRemoveMutation();
  return current ? (
    <Button
      variant="outline-secondary"
      disabled={unwatching.isLoading}
      onClick={() => void unwatch({ watch_id: current.watch_id })}
    >
      {forCompany ? 'Remove from company watchlist' : 'Stop watching'} (alerts at {current.minLevel}{' '}
      and above)
    </Button>
  ) : (
    <Button
      variant={forCompany ? 'outline-primary' : 'primary'}
      disabled={watching.isLoading}
      onClick={() =>
        void watch(forCompany ? { country: code, for_company: true } : { country: code })
      }
    >
      {forCompany ? 'Add to company watchlist' : 'Watch this country'}
    </Button>
  );
};

/**
 * Logged-in users watch a country (news at High Risk or above notifies them); a company's owners
 * and admins also keep it on the company's watchlist, which every member hears from and sees.
 */
export const WatchButton = ({ code }: { code: string }) => {
  const user = useAppSelector(selectUser);
  const { data } = useWatchListQuery(undefined, { skip: !user });
  if (!user || !data) return null;
  const mine = data.watch.find((w) => w.country === code && w.scope === 'personal');
  const company = data.watch.find((w) => w.country === code && w.scope === 'company');
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <WatchToggle code={code} current={mine} forCompany={false} />
      {data.can_manage_company ? (
        <WatchToggle code={code} current={company} forCompany />
      ) : (
        company && (
          <span className="text-body-secondary">
            On your company&apos;s watchlist (alerts at {company.minLevel} and above)
          </span>
        )
      )}
    </div>
  );
};
