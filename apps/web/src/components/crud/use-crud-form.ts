import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import type { BaseReply } from '@georisk/contract';
import { failureText } from '../../api/api';
import { useCheckedForm, type FormSchema } from '../../hooks/use-checked-form';
import { crudTexts } from './crud-texts';
import type { CrudScreen } from './use-crud-screen';

type Trigger<Arg> = (arg: Arg) => { unwrap: () => Promise<BaseReply> };
type UseMutation<Arg> = () => readonly [Trigger<Arg>, { isLoading: boolean }];

export interface CrudFormConfig<Values, Entity, Body> {
  /** The resource as the product's texts name it, for the title: 'Register Factor' / 'Update Factor'. */
  noun: string;
  /** The form's contract schema: keys in the product's check order, so the first failure shows. */
  schema: FormSchema<Body>;
  empty: Values;
  toValues: (record: Entity) => Values;
  /** Turns the form's values into the request candidate (e.g. a local date into ISO). */
  prepare?: (values: Values) => unknown;
  useGet: (id: string | typeof skipToken) => {
    data?: Entity;
    error?: unknown;
    isFetching: boolean;
  };
  useInsert: UseMutation<Body>;
  useUpdate: UseMutation<{ id: string; body: Body }>;
}

/** For a form that edits fields as stored: the record's values of the fields `empty` names. */
export const storedFields =
  <Values extends object>(empty: Values) =>
  (record: Values): Values =>
    Object.fromEntries(
      Object.keys(empty).map((key) => [key, record[key as keyof Values]]),
    ) as Values;

/**
 * A reference-data form on the app's one form flow (useCheckedForm). With an id it loads the
 * record (get) and submits an update; without one it inserts. A save returns to the list, whose
 * tags make it re-fetch.
 */
export const useCrudForm = <Values extends object, Entity, Body>(
  {
    noun,
    schema,
    empty,
    toValues,
    prepare,
    useGet,
    useInsert,
    useUpdate,
  }: CrudFormConfig<Values, Entity, Body>,
  {
    id,
    screen,
    preset,
  }: {
    id: string | null;
    screen: CrudScreen;
    /** A new record's first values over `empty` (a branch started from a click on the map). */
    preset?: Partial<Values>;
  },
) => {
  const record = useGet(id ?? skipToken);
  const [insert, inserting] = useInsert();
  const [update, updating] = useUpdate();
  const form = useCheckedForm<Values, Body>({
    schema,
    initial: preset ? { ...empty, ...preset } : empty,
    prepare,
    warn: screen.showBanner,
    send: async (body) => {
      screen.saved(await (id ? update({ id, body }) : insert(body)).unwrap());
    },
  });
  const [loadedFrom, setLoadedFrom] = useState<Entity | undefined>(undefined);
  // Fill the fields once the record arrives (React's "adjust state while rendering" pattern).
  if (record.data !== undefined && record.data !== loadedFrom) {
    setLoadedFrom(record.data);
    form.setValues(toValues(record.data));
  }

  const busy = record.isFetching || inserting.isLoading || updating.isLoading;
  const loadFailure = record.error === undefined ? null : failureText(record.error);
  return {
    values: form.values,
    set: form.set,
    field: form.field,
    stateOf: form.stateOf,
    /** The record being edited, once loaded. */
    record: loadedFrom,
    /** The frame's props, to spread on CrudFormShell: title, banner, busy, Submit and Cancel. */
    shell: {
      title: crudTexts.formTitle(noun, id !== null),
      banner: screen.banner,
      busy,
      loadFailure,
      onSubmit: form.submit,
      onCancel: screen.cancel,
    },
  };
};
