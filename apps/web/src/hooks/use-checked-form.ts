import { firstError } from '@georisk/contract/validate';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { failureText } from '../api/api';
import type { FieldState } from '../components/form/field-state';

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
  /** The screen's warning banner: gets the first failing rule's message, or a refusal's message. */
  warn: (text: string) => void;
  /** Returns true when the screen handled a failure itself (e.g. PAY032 on login). */
  onFailure?: (failure: unknown) => boolean;
}

type Errors = Record<string, string>;

/** Every failing field's first message, in the schema's order. */
const errorsOf = (schema: FormSchema<unknown>, candidate: unknown): Errors => {
  const result = schema.safeParse(candidate);
  const errors: Errors = {};
  if (!result.success)
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      errors[key] ??= issue.message;
    }
  return errors;
};

/** The fields the schema refuses when left empty: those are marked required. */
const emptyOf = (values: object) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? '' : Array.isArray(value) ? [] : value,
    ]),
  );

/**
 * The one submit flow of every form in the app (docs/rules/screens.md, "Forms"): on submit run the
 * contract schema; when it fails, every failing field shows its message under it (aria-invalid,
 * aria-describedby), the first one takes the focus, and the first failure also goes to the
 * screen's banner, as the product's texts require. Otherwise send the parsed body and show a
 * refusal's message. Fields stay controlled state so screens can react to them as they change.
 */
export const useCheckedForm = <Values extends object, Body = Values>({
  schema,
  initial,
  prepare,
  send,
  warn,
  onFailure,
}: CheckedFormOptions<Values, Body>) => {
  const [values, setAll] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);

  useEffect(() => {
    if (failedSubmits === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  const [requiredKeys] = useState(() => {
    if (!schema) return new Set<string>();
    const empty = emptyOf(initial) as Values;
    try {
      return new Set(Object.keys(errorsOf(schema, prepare ? prepare(empty) : empty)));
    } catch {
      return new Set<string>();
    }
  });

  /** A field that changes loses its error until the next submit. */
  const clearErrors = (keys: string[]) =>
    setErrors((shown) =>
      keys.some((key) => key in shown)
        ? Object.fromEntries(Object.entries(shown).filter(([key]) => !keys.includes(key)))
        : shown,
    );

  const setValues = (next: Values) => {
    clearErrors(
      Object.keys(next).filter((key) => next[key as keyof Values] !== values[key as keyof Values]),
    );
    setAll(next);
  };

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    clearErrors([key as string]);
    setAll((current) => ({ ...current, [key]: value }));
  };

  /** The state of one field, to spread on a field component with `field(key)`. */
  const stateOf = (key: keyof Values): FieldState => ({
    error: errors[key as string],
    required: requiredKeys.has(key as string),
  });

  /** Value, change handler, error and required mark of one field, to spread on a field component. */
  const field = <K extends keyof Values>(key: K) => ({
    value: values[key],
    onChange: (value: Values[K]) => set(key, value),
    ...stateOf(key),
  });

  const run = async () => {
    const candidate = prepare ? prepare(values) : values;
    const found = schema ? errorsOf(schema, candidate) : {};
    setErrors(found);
    const problem = schema ? firstError(schema, candidate) : null;
    if (problem) {
      setFailedSubmits((count) => count + 1);
      return warn(problem);
    }
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
    if (event?.currentTarget instanceof HTMLFormElement) formRef.current = event.currentTarget;
    void run();
  };

  return {
    values,
    set,
    setValues,
    field,
    stateOf,
    errors,
    submit,
    busy,
    reset: () => setValues(initial),
  };
};

export type CheckedForm<Values extends object> = ReturnType<typeof useCheckedForm<Values>>;
