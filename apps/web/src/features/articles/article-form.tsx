import {
  articleFormSchema,
  MAX_ARTICLE_COUNTRIES,
  MAX_ARTICLE_PLACES,
  type Article,
} from '@georisk/contract';
import { CountryPicker } from '../../components/form/country-picker';
import { PlacePicker } from '../../components/place-picker';
import { CrudFormShell } from '../../components/crud/crud-form-shell';
import type { CrudFormProps } from '../../components/crud/crud-page';
import { ActiveSwitch, TextField } from '../../components/form/form-fields';
import { RiskLevelField } from '../../components/form/risk-level-field';
import { useCrudForm, type CrudFormConfig } from '../../components/crud/use-crud-form';
import { articlesApi } from './articles-api';
import { isoToLocalInput, localInputToIso } from './published-at';

type Body = ReturnType<typeof articleFormSchema.parse>;
/** The form's fields; `publishedAt` is the datetime-local text until submit. */
/** The language is left out: an insert detects it, an update keeps it (docs/rules/news.md). */
type Values = Required<Omit<Body, 'riskLevel' | 'language'>> & { riskLevel: string };

const config: CrudFormConfig<Values, Article, Body> = {
  noun: 'Articles',
  schema: articleFormSchema,
  empty: {
    title: '',
    url: '',
    sourceName: '',
    publishedAt: '',
    riskLevel: '',
    emoji: '',
    content: '',
    about: '',
    icon: '',
    is_active: true,
    countries: [],
    places: [],
  },
  toValues: (article) => ({
    title: article.title,
    url: article.url,
    sourceName: article.source.name,
    publishedAt: isoToLocalInput(article.publishedAt),
    riskLevel: article.riskLevel,
    emoji: article.wink.emoji,
    content: article.content,
    // Not edited here, but sent back so an update keeps them.
    about: article.about,
    icon: article.icon,
    is_active: article.is_active,
    countries: article.countries,
    places: article.places,
  }),
  prepare: (values) => ({ ...values, publishedAt: localInputToIso(values.publishedAt) }),
  useGet: articlesApi.useGetArticleQuery,
  useInsert: articlesApi.useInsertArticleMutation,
  useUpdate: articlesApi.useUpdateArticleMutation,
};

/** Register or update an article (checks in the contract's order: title, URL, source, date, ...). */
export const ArticleForm = ({ id, screen }: CrudFormProps) => {
  const form = useCrudForm(config, { id, screen });
  return (
    <CrudFormShell {...form.shell}>
      <TextField label="Title" {...form.field('title')} />
      <TextField label="URL" type="url" {...form.field('url')} hint="The source page, http(s)." />
      <TextField label="Source" {...form.field('sourceName')} />
      <TextField label="Published" type="datetime-local" {...form.field('publishedAt')} />
      <RiskLevelField placeholder="Select a risk level" {...form.field('riskLevel')} />
      <TextField
        label="Emoji"
        {...form.field('emoji')}
        hint="Optional, shown beside the headline."
      />
      <TextField label="Content" rows={6} {...form.field('content')} />
      <CountryPicker
        id="article-countries"
        label="Countries"
        value={form.values.countries}
        max={MAX_ARTICLE_COUNTRIES}
        onChange={(codes) => form.set('countries', codes)}
      />
      <PlacePicker
        id="article-places"
        label="Places"
        multiple
        max={MAX_ARTICLE_PLACES}
        value={form.values.places}
        onChange={(places) =>
          form.set(
            'places',
            places.map(({ name, country, lat, lon }) => ({ name, country, lat, lon })),
          )
        }
        hint={`Optional, at most ${MAX_ARTICLE_PLACES}. Their countries are added on save.`}
      />
      <ActiveSwitch
        checked={form.values.is_active}
        onChange={(value) => form.set('is_active', value)}
      />
    </CrudFormShell>
  );
};
