/** Every route path of spec §2, in one place. */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  login: '/login',
  register: '/register',
  forget: '/forget',
  active: '/active',
  help: '/help',
  contact: '/contact',
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
  },
} as const;

/** First path segments that need a logged-in user (the route guard of spec §2). */
export const AUTH_ONLY_SEGMENTS = ['menu'] as const;
