import type { ReactNode } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useSearchParams } from 'react-router';
import { Banner, useBanner } from '../../components/banner';
import { AdvisoriesTab } from './advisories-tab';
import { TravellersTab } from './travellers-tab';
import { TripBrief } from './trip-brief';
import { TripImportCard } from './trip-import-card';
import { TripsTab } from './trips-tab';
import { WeekView } from './week-view';
import { useTravellerListQuery } from './schedule-api';

/** A tab another feature adds, composed in src/app (the check-ins). */
export interface ScheduleTab {
  key: string;
  title: string;
  render: (show: (text: string, variant?: 'success' | 'warning') => void) => ReactNode;
}

/**
 * /menu/schedule: who is where this week, the travellers, importing trips, and a trip's brief
 * (docs/rules/schedule.md).
 */
const SchedulePage = ({ moreTabs = [] }: { moreTabs?: ScheduleTab[] }) => {
  const { banner, show } = useBanner();
  // The brief open is in the address (?brief=<trip>), so the browser's Back returns to the week.
  const [params, setParams] = useSearchParams();
  const briefOf = params.get('brief');
  const setBriefOf = (tripId: string | null) => setParams(tripId ? { brief: tripId } : {});
  const canManage = useTravellerListQuery().data?.can_manage ?? false;
  return (
    <>
      <h1 className="h3 no-print">Schedule</h1>
      <Banner banner={banner} />
      {briefOf ? (
        <TripBrief
          tripId={briefOf}
          close={() => setBriefOf(null)}
          canManage={canManage}
          show={show}
        />
      ) : (
        <Tabs defaultActiveKey="week" id="schedule-tabs" className="mb-3">
          <Tab eventKey="week" title="This week">
            <WeekView show={show} openBrief={setBriefOf} />
          </Tab>
          <Tab eventKey="trips" title="Trips">
            <TripsTab show={show} openBrief={setBriefOf} />
          </Tab>
          <Tab eventKey="travellers" title="Travellers">
            <TravellersTab show={show} />
          </Tab>
          {canManage && (
            <Tab eventKey="import" title="Import">
              <TripImportCard show={show} />
            </Tab>
          )}
          <Tab eventKey="advisories" title="Advisories">
            <AdvisoriesTab show={show} />
          </Tab>
          {moreTabs.map((tab) => (
            <Tab key={tab.key} eventKey={tab.key} title={tab.title} mountOnEnter>
              {tab.render(show)}
            </Tab>
          ))}
        </Tabs>
      )}
    </>
  );
};

export default SchedulePage;
