/** Reply texts of the dashboard and watch routes. */
export const DASHBOARD_MESSAGES = {
  dashboardLoaded: 'Dashboard loaded',
  watchesLoaded: 'Watches loaded',
  watchAdded: 'Watch added',
  watchRemoved: 'Watch removed',
  watchNotFound: 'Watch not found',
} as const;
