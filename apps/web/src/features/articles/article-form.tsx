import { articleFormSchema, RISK_LEVELS, type Article } from '@georisk/contract';
import { CrudFormShell } from '../../components/crud/crud-form-shell';
import type { CrudFormProps } from '../../components/crud/crud-page';
import { crudTexts } from '../../components/crud/crud-texts';
import { ActiveSwitch, SelectField, TextField } from '../../components/crud/form-fields';
import { useCrudForm, type CrudFormConfig } from '../../components/crud/use-crud-form';
import { articlesApi } from './articles-api';
import { isoToLocalInput, localInputToIso } from './published-at';

type Body = ReturnType<typeof articleFormSchema.parse>;
/** The form's fields; `publishedAt` is the datetime-local text until submit. */
type Values = Required<Omit<Body, 'riskLevel'>> & { riskLevel: string };

const config: CrudFormConfig<Values, Article, Body> = {
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
  }),
  prepare: (values) => ({ ...values, publishedAt: localInputToIso(values.publishedAt) }),
  useGet: articlesApi.useGetArticleQuery,
  useInsert: articlesApi.useInsertArticleMutation,
  useUpdate: articlesApi.useUpdateArticleMutation,
};

const riskOptions = RISK_LEVELS.map((level) => ({ value: level, label: level }));

/** Register or update an article (checks in the contract's order: title, URL, source, date, ...). */
export const ArticleForm = ({ id, screen }: CrudFormProps) => {
  const form = useCrudForm(config, { id, screen });
  const field = (key: 'title' | 'url' | 'sourceName' | 'publishedAt' | 'emoji' | 'content') => ({
    value: form.values[key],
    onChange: (value: string) => form.set(key, value),
  });
  return (
    <CrudFormShell
      title={crudTexts.formTitle('Articles', form.editing)}
      banner={screen.banner}
      busy={form.busy}
      loadFailure={form.loadFailure}
      onSubmit={form.submit}
      onCancel={screen.cancel}
    >
      <TextField label="Title" {...field('title')} />
      <TextField label="URL" type="url" {...field('url')} hint="The source page, http(s)." />
      <TextField label="Source" {...field('sourceName')} />
      <TextField label="Published" type="datetime-local" {...field('publishedAt')} />
      <SelectField
        label="Risk Level"
        value={form.values.riskLevel}
        options={riskOptions}
        placeholder="Select a risk level"
        onChange={(value) => form.set('riskLevel', value)}
      />
      <TextField label="Emoji" {...field('emoji')} hint="Optional, shown beside the headline." />
      <TextField label="Content" rows={6} {...field('content')} />
      <ActiveSwitch
        checked={form.values.is_active}
        onChange={(value) => form.set('is_active', value)}
      />
    </CrudFormShell>
  );
};
