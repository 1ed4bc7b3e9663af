import { eld } from 'eld/small';

/**
 * The language of an article (docs/rules/news.md, "Languages"): eld's n-gram guess over its title
 * and content, as an ISO 639-1 code. A guess eld itself calls unreliable (too little text, mixed
 * scripts) is no language (null): an admin can set it, and every-language keyword rules still apply.
 */
export const detectLanguage = (text: string): string | null => {
  const result = eld.detect(text);
  return result.language !== '' && result.isReliable() ? result.language : null;
};
