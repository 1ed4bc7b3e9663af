/** The header of a table's row-actions column: no visible text, but named for screen readers. */
export const ActionsHeader = () => (
  <th scope="col">
    <span className="visually-hidden">Actions</span>
  </th>
);
