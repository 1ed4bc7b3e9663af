/** Visible texts of the reference-data screens, one place. */
export const crudTexts = {
  empty: (noun: string) => `You do not have registered any ${noun} with us. Please create One.`,
  emptyReadOnly: (noun: string) => `No ${noun} has been registered yet.`,
  register: (noun: string) => `Register ${noun}`,
  add: (noun: string) => `Add ${noun}`,
  formTitle: (noun: string, editing: boolean) => `${editing ? 'Update' : 'Register'} ${noun}`,
  noMatch: 'Sorry! We did not find anything suitable match. Please try different search',
} as const;
