import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { FeedSourcesPanel } from '../features/feeds/feed-sources-panel';
import { RiskRulesPanel } from '../features/feeds/risk-rules-panel';
import ArticlesPage from '../features/articles/articles-page';
import { selectUser } from '../session/login-slice';
import { useAppSelector } from '../lib/store';

/**
 * /menu/articles: the articles, and where new ones come from (feed sources and the keyword rules
 * that grade them), as tabs. Composed here so the two features stay independent.
 */
const ArticlesScreen = () => {
  const isAdmin = useAppSelector(selectUser)?.is_admin === true;
  if (!isAdmin) return <ArticlesPage />;
  return (
    <Tabs defaultActiveKey="articles" id="articles-tabs" className="mb-4" mountOnEnter>
      <Tab eventKey="articles" title="Articles">
        <ArticlesPage />
      </Tab>
      <Tab eventKey="feeds" title="Feed sources">
        <FeedSourcesPanel />
      </Tab>
      <Tab eventKey="rules" title="Keyword rules">
        <RiskRulesPanel />
      </Tab>
    </Tabs>
  );
};

export default ArticlesScreen;
