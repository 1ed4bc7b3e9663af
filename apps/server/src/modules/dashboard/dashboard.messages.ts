/** Reply texts of the dashboard and watch routes. */
export const DASHBOARD_MESSAGES = {
  dashboardLoaded: 'Dashboard loaded',
  watchesLoaded: 'Watches loaded',
  watchAdded: 'Watch added',
  watchRemoved: 'Watch removed',
  watchNotFound: 'Watch not found',
  noCompany: 'You do not belong to a company, so you can only watch a country for yourself',
} as const;
