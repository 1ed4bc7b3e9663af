import { HeadCell } from './column-heads';

/** The header of a table's row-actions column: no visible text, but named for screen readers. */
export const ActionsHeader = () => <HeadCell column={{ label: 'Actions', hidden: true }} />;
