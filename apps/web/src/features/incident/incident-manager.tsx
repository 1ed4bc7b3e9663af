import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/store';
import { Banner, useBanner } from '../../components/banner';
import { useFocusOnChange } from '../../components/report/use-focus-on-change';
import { selectUser } from '../../session/login-slice';
import { IncidentFormScreen } from './incident-form';
import { IncidentList } from './incident-list';
import { IncidentReportScreen } from './incident-report-screen';

/** Where the report id lives in the URL; the "answered" e-mail links to `?report=<incident_id>`. */
export const REPORT_PARAM = 'report';

/**
 * The incident screen's three sub-views (spec §2, §4): 0 list, 1 form (add or edit), 2 report.
 * The report is addressed by the URL so the e-mail link, reload and the browser's Back all work;
 * the form is local state, since a half-typed form has no address worth keeping.
 */
export const IncidentManager = () => {
  const user = useAppSelector(selectUser);
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState<{ incidentId: string | null } | null>(null);
  const { banner, show } = useBanner();
  const reportId = params.get(REPORT_PARAM);
  const region = useFocusOnChange<HTMLDivElement>(
    reportId ? `report:${reportId}` : form ? `form:${form.incidentId ?? 'new'}` : 'list',
  );
  if (!user) return null;

  const openReport = (incidentId: string) => {
    setForm(null);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(REPORT_PARAM, incidentId);
      return next;
    });
  };
  const backToList = () => {
    setForm(null);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(REPORT_PARAM);
      return next;
    });
  };

  return (
    <div className="incident-manager view-region" ref={region} tabIndex={-1}>
      <Banner banner={banner} />
      {reportId ? (
        <IncidentReportScreen incidentId={reportId} onBack={backToList} />
      ) : form ? (
        <IncidentFormScreen
          incidentId={form.incidentId}
          onSaved={(message) => {
            show(message, 'success');
            setForm(null);
          }}
          onCancel={() => setForm(null)}
        />
      ) : (
        <IncidentList
          userId={user.user_id}
          onAdd={() => setForm({ incidentId: null })}
          onEdit={(incidentId) => setForm({ incidentId })}
          onReport={openReport}
          notify={show}
        />
      )}
    </div>
  );
};
