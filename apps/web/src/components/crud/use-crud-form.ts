import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { firstError, type BaseReply } from '@georisk/contract';
import { failureText } from '../../api/api';
import type { CrudScreen } from './use-crud-screen';

type Trigger<Arg> = (arg: Arg) => { unwrap: () => Promise<BaseReply> };
type UseMutation<Arg> = () => readonly [Trigger<Arg>, { isLoading: boolean }];

export interface CrudFormConfig<Values, Entity, Body> {
  /** The form's contract schema: keys in spec §5 order, so the first failure is the spec's. */
  schema: { parse: (values: unknown) => Body } & Parameters<typeof firstError>[0];
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

/**
 * State of a reference-data form. With an id it loads the record (get) and submits an update;
 * without one it inserts (spec §4). Validation failures and server failures go to the warning
 * banner; a save returns to the list, whose tags make it re-fetch.
 */
export const useCrudForm = <Values, Entity, Body>(
  {
    schema,
    empty,
    toValues,
    prepare,
    useGet,
    useInsert,
    useUpdate,
  }: CrudFormConfig<Values, Entity, Body>,
  { id, screen }: { id: string | null; screen: CrudScreen },
) => {
  const record = useGet(id ?? skipToken);
  const [insert, inserting] = useInsert();
  const [update, updating] = useUpdate();
  const [values, setValues] = useState<Values>(empty);
  const [loadedFrom, setLoadedFrom] = useState<Entity | undefined>(undefined);
  // Fill the fields once the record arrives (React's "adjust state while rendering" pattern).
  if (record.data !== undefined && record.data !== loadedFrom) {
    setLoadedFrom(record.data);
    setValues(toValues(record.data));
  }

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const candidate = prepare ? prepare(values) : values;
    const problem = firstError(schema, candidate);
    if (problem) {
      screen.showBanner(problem);
      return;
    }
    const body = schema.parse(candidate);
    try {
      const reply = await (id ? update({ id, body }) : insert(body)).unwrap();
      screen.saved(reply);
    } catch (failure) {
      screen.showBanner(failureText(failure));
    }
  };

  return {
    values,
    set,
    submit: () => void submit(),
    editing: id !== null,
    /** The record being edited, once loaded. */
    record: loadedFrom,
    busy: record.isFetching || inserting.isLoading || updating.isLoading,
    loadFailure: record.error === undefined ? null : failureText(record.error),
  };
};
