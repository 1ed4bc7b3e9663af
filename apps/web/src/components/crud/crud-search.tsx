import { SearchBox } from '../search-box';

/** The search box above a reference-data list: submits `q`; clearing it shows the whole list. */
export const CrudSearch = ({ noun, onSearch }: { noun: string; onSearch: (q: string) => void }) => (
  <SearchBox label={`Search ${noun}`} onSearch={onSearch} />
);
