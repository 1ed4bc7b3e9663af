import { useState } from 'react';
import type { Option } from '../../components/form/form-fields';
import { PageSpinner } from '../../components/page-spinner';
import { CheckinBoard } from './checkin-board';
import { CheckinList } from './checkin-list';
import { CheckinStartForm } from './checkin-start-form';
import { useCheckinListQuery } from './checkins-api';

/**
 * The schedule's Check-ins tab (docs/rules/checkins.md): owners and admins (and solo customers)
 * start one; everyone who reads the schedule sees the list and each live board.
 */
export const CheckinsTab = ({
  travellers,
  events,
  show,
}: {
  travellers: Option[];
  events: Option[];
  show: (text: string, variant?: 'success' | 'warning') => void;
}) => {
  const list = useCheckinListQuery();
  const [openId, setOpenId] = useState<string | null>(null);
  if (openId) {
    return (
      <CheckinBoard
        checkinId={openId}
        show={show}
        back={() => {
          setOpenId(null);
          void list.refetch();
        }}
      />
    );
  }
  if (!list.data) return <PageSpinner label="Loading check-ins" />;
  return (
    <>
      {list.data.can_manage && (
        <CheckinStartForm
          travellers={travellers}
          events={events}
          show={show}
          onStarted={(board) => setOpenId(board.checkin_id)}
        />
      )}
      <h2 className="h5">Check-ins</h2>
      <CheckinList rows={list.data.rows} open={setOpenId} />
    </>
  );
};
