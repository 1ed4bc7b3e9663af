import { packInsertSchema, type CreditPack } from '@georisk/contract';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { z } from 'zod';
import { CrudFormShell } from '../../components/crud/crud-form-shell';
import type { CrudFormProps } from '../../components/crud/crud-page';
import { useCrudForm, type CrudFormConfig } from '../../components/crud/use-crud-form';
import { SwitchField, TextField } from '../../components/form/form-fields';
import { useInsertPackMutation, usePackListQuery, useUpdatePackMutation } from './purchases-api';

/** The fields as typed: numbers stay text until the contract reads them. */
interface Values {
  name: string;
  credits: string;
  /** Euros as typed ("49" or "49.00"); the API takes cents. */
  price_eur: string;
  is_active: boolean;
}

const empty: Values = { name: '', credits: '', price_eur: '', is_active: true };

const whole = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : typed);
/** "49.9" -> 4990 cents; anything else goes to the contract as typed, which refuses it. */
const cents = (typed: string) =>
  /^\s*\d+([.,]\d{1,2})?\s*$/.test(typed)
    ? Math.round(Number(typed.trim().replace(',', '.')) * 100)
    : typed;

/** A pack from the admin's list: there is no pack/get, and the list holds every pack. */
const usePack = (id: string | typeof skipToken) => {
  const list = usePackListQuery(undefined, { skip: id === skipToken });
  return {
    data: id === skipToken ? undefined : list.data?.pack.find((pack) => pack.pack_id === id),
    error: list.error,
    isFetching: list.isFetching,
  };
};

const config: CrudFormConfig<Values, CreditPack, z.output<typeof packInsertSchema>> = {
  noun: 'Credit pack',
  schema: packInsertSchema,
  empty,
  toValues: (pack) => ({
    name: pack.name,
    credits: String(pack.credits),
    price_eur: (pack.price_eur / 100).toFixed(2),
    is_active: pack.is_active,
  }),
  prepare: (values) => ({
    ...values,
    credits: whole(values.credits),
    price_eur: cents(values.price_eur),
  }),
  useGet: usePack,
  useInsert: useInsertPackMutation,
  useUpdate: useUpdatePackMutation,
};

/** Add or change a credit pack (docs/rules/purchases.md): name, credits, price in EUR, on sale. */
export const PackForm = ({ id, screen }: CrudFormProps) => {
  const form = useCrudForm(config, { id, screen });
  return (
    <CrudFormShell {...form.shell}>
      <TextField label="Name" maxLength={80} {...form.field('name')} />
      <TextField label="Credits" inputMode="numeric" {...form.field('credits')} />
      <TextField
        label="Price (EUR)"
        inputMode="decimal"
        hint="In euros, like 49.00"
        {...form.field('price_eur')}
      />
      <SwitchField
        label="On sale"
        hint="Customers see it on the Purchase credits screen"
        checked={form.values.is_active}
        onChange={(value) => form.set('is_active', value)}
      />
    </CrudFormShell>
  );
};
