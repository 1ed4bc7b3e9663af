/** Every route path, in one place. */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  login: '/login',
  register: '/register',
  forget: '/forget',
  active: '/active',
  invite: '/invite',
  help: '/help',
  contact: '/contact',
  news: '/news',
  country: '/country/:code',
  menu: {
    root: '/menu',
    profile: '/menu/profile',
    update: '/menu/update',
    categories: '/menu/categories',
    factor: '/menu/factor',
    queryType: '/menu/queryType',
    incident: '/menu/incident',
    finding: '/menu/finding',
    dashboard: '/menu/dashboard',
    articles: '/menu/articles',
    users: '/menu/users',
    notifications: '/menu/notifications',
    sla: '/menu/sla',
    audit: '/menu/audit',
    companies: '/menu/companies',
    branch: '/menu/branch',
    alerts: '/menu/alerts',
    branchPage: '/menu/branch/:id',
    schedule: '/menu/schedule',
    /** Proposals on requests priced on quote (docs/rules/proposals.md). */
    proposal: '/menu/proposal',
  },
} as const;

/** A country's page (docs/rules/geography.md). */
export const countryPath = (code: string) => `/country/${code}`;

/** A branch's page: its news nearby and its alerts (docs/rules/branches.md). */
export const branchPath = (id: string) => `/menu/branch/${id}`;

/** First path segments that need a logged-in user (the route guard's list). */
export const AUTH_ONLY_SEGMENTS = ['menu'] as const;
