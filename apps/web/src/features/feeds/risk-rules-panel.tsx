import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { DeleteButton } from '../../components/delete-button';
import { failureText } from '../../api/api';
import { Banner } from '../../components/banner';
import { MessageScreen } from '../../components/message-screen';
import { PageSpinner } from '../../components/page-spinner';
import { RiskBadge } from '../../components/risk-badge';
import {
  useInsertRiskRuleMutation,
  useListRiskRulesQuery,
  useRemoveRiskRuleMutation,
} from './feeds-api';
import { RiskRuleForm } from './risk-rule-form';
import { useBannerAction } from './use-banner-action';
import { ActionsHeader } from '../../components/actions-header';
import { ColumnHeads } from '../../components/column-heads';
import '../../components/crud/card-table.css';

export const NO_RULES_TEXT =
  'You do not have registered any Keyword Rules with us. Imported articles are Low Risk, except from a source marked \u201cevery item is an alert\u201d.';

/** Admin panel: the keywords that grade imported articles, in the order they are tried. */
export const RiskRulesPanel = () => {
  const rules = useListRiskRulesQuery();
  const [insert, inserting] = useInsertRiskRuleMutation();
  const [remove, removing] = useRemoveRiskRuleMutation();
  const { banner, show, report } = useBannerAction();

  const list = () => {
    if (rules.isLoading) return <PageSpinner label="Loading keyword rules" />;
    if (rules.error) return <Alert variant="warning">{failureText(rules.error)}</Alert>;
    if (!rules.data?.length)
      return <MessageScreen message={NO_RULES_TEXT} actions={[]} icon="tags" />;
    return (
      <Table responsive hover size="sm" className="align-middle mb-0 card-table">
        <ColumnHeads columns={['Keyword', 'Risk Level']}>
          <ActionsHeader />
        </ColumnHeads>
        <tbody>
          {rules.data.map((rule) => (
            <tr key={rule.riskRule_id}>
              <td data-label="Keyword">{rule.keyword}</td>
              <td data-label="Risk Level">
                <RiskBadge level={rule.riskLevel} />
              </td>
              <td className="text-end">
                <DeleteButton
                  label={`Delete rule ${rule.keyword}`}
                  disabled={removing.isLoading}
                  onClick={() => void report(remove(rule.riskRule_id))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  };

  return (
    <Card className="shadow-sm border-0 mb-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          <i className="bi bi-tags me-2 text-primary" aria-hidden="true" />
          Risk Keyword Rules
        </Card.Title>
        <p className="text-muted small">
          An imported article takes the level of the first keyword found as a whole word in its
          title or text, Severe first; otherwise its source&rsquo;s default level.
        </p>
        <Banner banner={banner} />
        <RiskRuleForm
          busy={inserting.isLoading}
          onInvalid={show}
          onSubmit={(values) => report(insert(values))}
        />
        {list()}
      </Card.Body>
    </Card>
  );
};
