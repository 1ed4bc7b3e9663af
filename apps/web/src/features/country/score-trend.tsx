import { TRENDS } from '@georisk/contract/constants';
import { useCountryHistoryQuery } from '../../api/country-api';
import { ScoreChart } from '../../components/trend/score-chart';

/** The country's score over the last 90 days, one point a day (docs/rules/trends.md). */
export const ScoreTrend = ({ code, name }: { code: string; name: string }) => {
  const { data } = useCountryHistoryQuery({ code, days: TRENDS.chartDays });
  const title = `${name}: score over the last ${TRENDS.chartDays} days`;
  return (
    <section className="mt-4" aria-labelledby="trend-title">
      <h2 id="trend-title" className="h4">
        Score over the last {TRENDS.chartDays} days
      </h2>
      <p className="small text-body-secondary">
        The news score at the end of each day (today: as it stands now), on the 0 to 100 scale.
      </p>
      {data ? <ScoreChart title={title} history={data.country.history} /> : null}
    </section>
  );
};
