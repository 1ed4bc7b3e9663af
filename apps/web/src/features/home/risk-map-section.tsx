import { lazy, Suspense } from 'react';
import { TRENDS } from '@georisk/contract/constants';
import { useCountryListQuery, useCountryTrendsQuery } from '../../api/country-api';
import { useNearViewport } from '../../hooks/use-near-viewport';

// The map, its list and its filter are code the first paint does not need: they load with the
// map's data, as the visitor scrolls near it, so the landing page stays within its JS budget.
const WorldMap = lazy(async () => ({
  default: (await import('../../components/world-map/world-map')).WorldMap,
}));
const placeholder = <div className="world-map-loading" />;

/**
 * The visitors' world risk map: levels from the news of the last 30 days. It sits below the fold,
 * so its data and shapes load only as the visitor scrolls near it.
 */
export const RiskMapSection = () => {
  const { ref, near } = useNearViewport<HTMLElement>();
  const { data } = useCountryListQuery(undefined, { skip: !near });
  const { data: trends } = useCountryTrendsQuery(TRENDS.sparklineDays, { skip: !near });
  return (
    <section ref={ref} className="container py-5" aria-labelledby="map-title">
      <h2 id="map-title" className="h3 mb-1">
        World risk map
      </h2>
      <p className="text-body-secondary">
        Each country&apos;s level from the news of the last 30 days. Choose a country for the
        reasons and the latest news.
      </p>
      {near ? (
        <Suspense fallback={placeholder}>
          <WorldMap
            countries={data?.country ?? []}
            labelledBy="map-title"
            trends={trends?.country}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
};
