import Button from 'react-bootstrap/Button';
import {
  useWatchInsertMutation,
  useWatchListQuery,
  useWatchRemoveMutation,
} from '../../api/watch-api';
import { useAppSelector } from '../../lib/store';
import { selectUser } from '../../session/login-slice';

/** Logged-in users watch a country: news at High Risk or above notifies them. */
export const WatchButton = ({ code }: { code: string }) => {
  const user = useAppSelector(selectUser);
  const { data } = useWatchListQuery(undefined, { skip: !user });
  const [watch, watching] = useWatchInsertMutation();
  const [unwatch, unwatching] = useWatchRemoveMutation();
  if (!user) return null;
  const current = data?.watch.find((w) => w.country === code);
  return current ? (
    <Button
      variant="outline-secondary"
      disabled={unwatching.isLoading}
      onClick={() => void unwatch({ watch_id: current.watch_id })}
    >
      Stop watching (alerts at {current.minLevel} and above)
    </Button>
  ) : (
    <Button
      variant="primary"
      disabled={watching.isLoading}
      onClick={() => void watch({ country: code })}
    >
      Watch this country
    </Button>
  );
};
