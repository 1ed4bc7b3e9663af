import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../lib/store';
import { useBanner } from '../../components/banner';
import { useFocusOnChange } from '../../components/report/use-focus-on-change';
import { selectUser } from '../../session/login-slice';
import { IncidentFormScreen } from './incident-form';
import { IncidentList } from './incident-list';
import { IncidentReportScreen, type ProposalsSlot } from './incident-report-screen';

/** Where the report id lives in the URL; the "answered" e-mail links to `?report=<incident_id>`. */
export const REPORT_PARAM = 'report';
/** The open form: `?form=new`, or `?form=<incident_id>` when editing. */
export const FORM_PARAM = 'form';
const NEW_FORM = 'new';

/**
 * The incident screen's three sub-views: 0 list, 1 form (add or edit), 2 report.
 * The report and the form are addressed by the URL so the e-mail link, reload and the browser's
 * Back all work: Back from the form is the list again, and the draft waits (incident-draft.ts).
 * `Proposals` is what a request priced on quote's report shows below its brief (src/app).
 */
export const IncidentManager = ({ Proposals }: { Proposals?: ProposalsSlot }) => {
  const user = useAppSelector(selectUser);
  const [params, setParams] = useSearchParams();
  const { banner, show } = useBanner();
  const reportId = params.get(REPORT_PARAM);
  const formParam = params.get(FORM_PARAM);
  const form = formParam ? { incidentId: formParam === NEW_FORM ? null : formParam } : null;
  const region = useFocusOnChange<HTMLDivElement>(
    reportId ? `report:${reportId}` : form ? `form:${form.incidentId ?? 'new'}` : 'list',
  );
  if (!user) return null;

  /** One view at a time: each opening is a history entry, so Back returns to the list. */
  const showView = (key: string | null, value: string | null, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(REPORT_PARAM);
        next.delete(FORM_PARAM);
        if (key && value) next.set(key, value);
        return next;
      },
      { replace },
    );
  const openReport = (incidentId: string) => showView(REPORT_PARAM, incidentId);
  const openForm = (incidentId: string | null) => showView(FORM_PARAM, incidentId ?? NEW_FORM);
  const backToList = () => showView(null, null);
  // A saved or cancelled form is done with: the list takes its place in the history.
  const closeForm = () => showView(null, null, true);

  return (
    <div className="incident-manager view-region" ref={region} tabIndex={-1}>
      {reportId ? (
        <IncidentReportScreen incidentId={reportId} onBack={backToList} Proposals={Proposals} />
      ) : form ? (
        <IncidentFormScreen
          incidentId={form.incidentId}
          onSaved={(message) => {
            show(message, 'success');
            closeForm();
          }}
          onCancel={closeForm}
        />
      ) : (
        <IncidentList
          userId={user.user_id}
          onAdd={() => openForm(null)}
          onEdit={(incidentId) => openForm(incidentId)}
          onReport={openReport}
          notify={show}
          banner={banner}
        />
      )}
    </div>
  );
};
