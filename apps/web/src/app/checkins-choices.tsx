import { useMemo } from 'react';
import type { Option } from '../components/form/form-fields';
import { CheckinsTab } from '../features/checkins/checkins-tab';
import { useExposureQuery } from '../features/exposure/exposure-api';

/**
 * The check-ins tab with its choices: the schedule's travellers (given), and the located news of
 * the exposure map's week, each article once, newest first.
 */
const CheckinsWithChoices = ({
  travellers,
  show,
}: {
  travellers: Option[];
  show: (text: string, variant?: 'success' | 'warning') => void;
}) => {
  const events = useExposureQuery({}).data?.events;
  const choices = useMemo(() => {
    const seen = new Set<string>();
    return [...(events ?? [])]
      .sort((a, b) => b.published_at.localeCompare(a.published_at))
      .filter((e) => !seen.has(e.article_id) && seen.add(e.article_id))
      .map((e) => ({ value: e.article_id, label: `${e.title} (${e.place_name})` }));
  }, [events]);
  return <CheckinsTab travellers={travellers} events={choices} show={show} />;
};

export default CheckinsWithChoices;
