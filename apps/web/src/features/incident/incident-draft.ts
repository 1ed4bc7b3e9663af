import type { IncidentFormValues } from './incident-form-view';

/**
 * A half-typed incident request, kept in the tab's sessionStorage per form ('new' or the request's
 * id), so leaving the form with the browser's Back and coming back finds the text still there.
 * Saving or cancelling drops it (docs/rules/incidents.md, "Form").
 */
const keyOf = (formKey: string) => `georisk:incident-draft:${formKey}`;

export const readDraft = (formKey: string): IncidentFormValues | null => {
  try {
    const text = window.sessionStorage.getItem(keyOf(formKey));
    if (!text) return null;
    const value = JSON.parse(text) as Partial<IncidentFormValues>;
    return {
      customerType: String(value.customerType ?? ''),
      queryType_id: String(value.queryType_id ?? ''),
      query: String(value.query ?? ''),
      countries: Array.isArray(value.countries) ? value.countries.map(String) : [],
    };
  } catch {
    return null;
  }
};

export const keepDraft = (formKey: string, values: IncidentFormValues): void => {
  try {
    window.sessionStorage.setItem(keyOf(formKey), JSON.stringify(values));
  } catch {
    // Storage refused: the draft simply does not outlive the form.
  }
};

export const dropDraft = (formKey: string): void => {
  try {
    window.sessionStorage.removeItem(keyOf(formKey));
  } catch {
    // Nothing kept, nothing to drop.
  }
};
