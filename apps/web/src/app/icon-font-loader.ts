/** The rules of every Bootstrap icon (2 000 of them), fetched as a stylesheet chunk of their own. */
export const loadFullIconSet = (): Promise<unknown> =>
  import('bootstrap-icons/font/bootstrap-icons.min.css');
