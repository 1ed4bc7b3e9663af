import { firstError } from '@georisk/contract/validate';
import { useState, type FormEvent } from 'react';
import { failureText } from '../api/api';

/** A contract schema: keys in the order the product checks them, so the first issue is the one shown. */
export type FormSchema<Body> = { parse: (values: unknown) => Body } & Parameters<
  typeof firstError
>[0];

export interface CheckedFormOptions<Values, Body> {
  /** The contract's form schema; null for a form with no client checks (findings). */
  schema: FormSchema<Body> | null;
  initial: Values;
  /** Turns the fields into the request candidate (e.g. a local date into ISO, or adds an id). */
  prepare?: (values: Values) => unknown;
  /** Sends the checked body; a rejection is shown through `warn` unless `onFailure` takes it. */
  send: (body: Body) => Promise<void>;
  /** The screen's warning banner: gets the first failing rule's message or '{code} - {message}'. */
  warn: (text: string) => void;
  /** Returns true when the screen handled a failure itself (e.g. PAY032 on login). */
  onFailure?: (failure: unknown) => boolean;
}

/**
 * The one submit flow of every form in the app (docs/architecture.md, "Web forms"): on submit run
 * the contract schema and show only the first failing rule in the banner — the product shows one
 * message, never one per field — otherwise send the parsed body and show a failure as
 * '{code} - {message}'. Fields stay controlled state so screens can react to them as they change.
 */
export const useCheckedForm = <Values extends object, Body = Values>({
  schema,
  initial,
  prepare,
  send,
  warn,
  onFailure,
}: CheckedFormOptions<Values, Body>) => {
  const [values, setValues] = useState<Values>(initial);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  /** Value and change handler of one field, to spread on a field component. */
  const field = <K extends keyof Values>(key: K) => ({
    value: values[key],
    onChange: (value: Values[K]) => set(key, value),
  });

  const run = async () => {
    const candidate = prepare ? prepare(values) : values;
    const problem = schema ? firstError(schema, candidate) : null;
    if (problem) return warn(problem);
    setBusy(true);
    try {
      await send(schema ? schema.parse(candidate) : (candidate as Body));
    } catch (failure) {
      if (!onFailure?.(failure)) warn(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    void run();
  };

  return { values, set, setValues, field, submit, busy, reset: () => setValues(initial) };
};

export type CheckedForm<Values extends object> = ReturnType<typeof useCheckedForm<Values>>;
