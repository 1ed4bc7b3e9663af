const EXCERPT_LENGTH = 200;

/** A request's text as mails and notifications quote it: at most 200 characters. */
export const excerpt = (text: string, length = EXCERPT_LENGTH) =>
  text.length > length ? `${text.slice(0, length - 3)}...` : text;
