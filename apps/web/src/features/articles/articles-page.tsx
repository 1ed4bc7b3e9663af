import { CrudPage } from '../../components/crud/crud-page';
import { ArticleForm } from './article-form';
import { ArticleList } from './article-list';

/** /menu/articles: the news articles, administered like the reference data (admins only). */
const ArticlesPage = () => (
  <CrudPage List={ArticleList} Form={ArticleForm} listWidth={12} formWidth={8} />
);

export default ArticlesPage;
