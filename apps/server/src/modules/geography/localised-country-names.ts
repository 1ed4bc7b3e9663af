import { TAGGED_LANGUAGES } from '@georisk/contract';
import { createRequire } from 'node:module';

/**
 * Country names in the tagged languages other than English (docs/rules/news.md, "Languages"),
 * from i18n-iso-countries' locale files: [name, ISO code, language]. Names with a parenthesis
 * give the part outside. A few names the package lacks and the
 * news uses are added; a few it has that read as common words are dropped (EXCLUDED).
 */
type LocaleFile = { countries: Record<string, string | string[]> };
const require = createRequire(import.meta.url);

const SUPPLEMENT: Partial<Record<string, Record<string, string[]>>> = {
  ru: { CN: ['Китай'], KP: ['Северная Корея'], KR: ['Южная Корея'] },
  zh: {
    ID: ['印度尼西亚'],
    TW: ['台湾'],
    CF: ['中非共和国'],
    CD: ['刚果民主共和国'],
    CG: ['刚果共和国'],
  },
};
/** "中非" is also "China-Africa"; "Gana" (pt Ghana) is a Spanish word; "Maurice" a first name. */
const EXCLUDED = new Set(['中非', 'Gana', 'Maurice']);

/** "X (Y)": X, and Y too when X is an acronym ("КНР (Китайская Народная Республика)"). */
const partsOf = (name: string) => {
  const [outer = '', inner = ''] = name.split(/[()（）]/).map((part) => part.trim());
  const parts = /^\p{Lu}{2,5}$/u.test(outer) && inner !== '' ? [outer, inner] : [outer];
  return parts.filter((part) => part !== '' && !EXCLUDED.has(part));
};

export interface LocalisedName {
  name: string;
  code: string;
  language: string;
}

export const localisedCountryNames = (): LocalisedName[] =>
  TAGGED_LANGUAGES.filter((language) => language !== 'en').flatMap((language) => {
    const file = require(`i18n-iso-countries/langs/${language}.json`) as LocaleFile;
    const entries = Object.entries(file.countries).map(
      ([code, names]) => [code, [names].flat()] as const,
    );
    const extra = Object.entries(SUPPLEMENT[language] ?? {});
    return [...entries, ...extra].flatMap(([code, names]) =>
      names.flatMap(partsOf).map((name) => ({ name, code, language })),
    );
  });
