import type { FormEvent } from 'react';
import { firstError } from '@georisk/contract/validate';
import { failureText } from '../../api/api';

/**
 * The submit flow every form of spec §4/§5 shares: run the contract's form schema and show its
 * first failing message; otherwise send, and show a failure as '{code} - {message}' unless the
 * screen handles it (`onFailure` returns true, e.g. PAY032 on login).
 */
export const checkedSubmit =
  <V>({
    schema,
    values,
    warn,
    send,
    onFailure,
  }: {
    schema: Parameters<typeof firstError>[0];
    values: V;
    warn: (text: string) => void;
    send: (values: V) => Promise<void>;
    onFailure?: (failure: unknown) => boolean;
  }) =>
  (event: FormEvent) => {
    event.preventDefault();
    const problem = firstError(schema, values);
    if (problem) {
      warn(problem);
      return;
    }
    send(values).catch((failure: unknown) => {
      if (!onFailure?.(failure)) warn(failureText(failure));
    });
  };
