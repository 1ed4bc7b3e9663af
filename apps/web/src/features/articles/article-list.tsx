import type { Article } from '@georisk/contract';
import { CrudList } from '../../components/crud/crud-list';
import type { CrudListProps } from '../../components/crud/crud-page';
import { activeColumn } from '../../components/crud/crud-columns';
import type { CrudColumn } from '../../components/crud/crud-table';
import { useArticleListQuery } from '../../api/article-list-api';
import { articlesApi } from './articles-api';
import { formatDateTime } from '../../lib/format-date';
import { RiskBadge } from '../../components/risk-badge';
import { CountryNames } from '../../components/country-names';
import { PlaceNames } from '../../components/place-picker';

const columns: CrudColumn<Article>[] = [
  {
    header: 'Title',
    cell: (row) => (
      <a href={row.url} target="_blank" rel="noopener noreferrer">
        {row.title}
      </a>
    ),
  },
  { header: 'Source', cell: (row) => row.source.name },
  { header: 'Countries', cell: (row) => <CountryNames codes={row.countries} className="small" /> },
  { header: 'Places', cell: (row) => <PlaceNames places={row.places} className="small" /> },
  { header: 'Published', cell: (row) => formatDateTime(row.publishedAt) },
  { header: 'Risk Level', cell: (row) => <RiskBadge level={row.riskLevel} /> },
  { header: 'Emoji', cell: (row) => row.wink.emoji },
  activeColumn(),
];

/** The articles the landing page shows, administered like the other reference data. */
export const ArticleList = ({ screen }: CrudListProps) => (
  <CrudList
    screen={screen}
    title="Articles"
    noun="Articles"
    columns={columns}
    identify={(row) => ({ id: row.articles_id, name: row.title })}
    useRows={useArticleListQuery}
    useRemove={articlesApi.useRemoveArticleMutation}
  />
);
