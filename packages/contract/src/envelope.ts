import { z } from 'zod';

/** Every reply: `{ success, code, message, <key>? }` (docs/api.md). */
export const baseReply = z.object({
  success: z.boolean(),
  code: z.string(),
  message: z.string(),
});
export type BaseReply = z.infer<typeof baseReply>;

export const replyWith = <K extends string, S extends z.ZodType>(key: K, schema: S) =>
  baseReply.extend({ [key]: schema } as { [P in K]: S });

/**
 * A page of records and how many match; `total_capped` (searches that count up to a cap) says
 * there are more than `total`.
 */
export const listReplyWith = <K extends string, S extends z.ZodType>(key: K, schema: S) =>
  baseReply.extend({
    [key]: z.array(schema),
    total: z.number().int(),
    total_capped: z.boolean().optional(),
  } as { [P in K]: z.ZodArray<S> } & {
    total: z.ZodNumber;
    total_capped: z.ZodOptional<z.ZodBoolean>;
  });
