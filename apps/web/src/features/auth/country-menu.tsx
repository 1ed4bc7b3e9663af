import type { Country } from '@georisk/contract/countries';
import { TYPEAHEAD } from '@georisk/contract/constants';
import {
  Menu,
  MenuItem,
  type RenderMenuProps,
  type TypeaheadComponentProps,
} from 'react-bootstrap-typeahead';

/** One entry of the menu: a country, or the library's 'Display additional results...' entry. */
type Option = NonNullable<TypeaheadComponentProps['options']>[number];

const isPagination = (option: Option): boolean =>
  typeof option === 'object' && 'paginationOption' in option && option.paginationOption === true;

/**
 * The dial-code menu. The library names each option by its label alone ('+44' four times), so
 * each option is named by code and country here, for screen readers and for finding it.
 */
export const CountryMenu = ({
  results,
  menuProps,
}: {
  results: Option[];
  menuProps: RenderMenuProps;
}) => {
  // Only the Menu's own props reach the DOM list; the rest are for the default item renderer.
  const {
    paginationText: _p,
    renderMenuItemChildren: _r,
    newSelectionPrefix: _n,
    ...listProps
  } = menuProps;
  return (
    // Wider than the narrow code input, so country names are not cut short.
    <Menu {...listProps} style={{ ...listProps.style, minWidth: '16rem' }}>
      {results.map((option, position) => {
        if (isPagination(option)) {
          return (
            <MenuItem
              key="pagination"
              option={option}
              position={position}
              label={TYPEAHEAD.paginationText}
              className="rbt-menu-pagination-option"
            >
              {TYPEAHEAD.paginationText}
            </MenuItem>
          );
        }
        const country = option as Country;
        return (
          <MenuItem
            key={country.code}
            option={option}
            position={position}
            label={`${country.dial_code} ${country.name}`}
          >
            <strong>{country.dial_code}</strong> {country.name}
          </MenuItem>
        );
      })}
    </Menu>
  );
};
