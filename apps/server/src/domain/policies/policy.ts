import type { UserCaller } from '../caller.js';
import { failure, type Failure } from '../result.js';

/** A rule's answer: allowed, or the refusal the caller gets (a sentence, never a code). */
export type Verdict = true | Failure;

/** One action on one kind of resource: what the caller may do, given what is known of it. */
export type Rule<Facts> = (caller: UserCaller, facts: Facts) => Verdict;

export const refuse = (reason: 'forbidden' | 'conflict', message: string): Failure =>
  failure(reason, message);
