/** Every API path, relative to `<origin>/api/` (DESIGN §2). All calls are POST with JSON. */
export const API_PREFIX = '/api';

const crud = <R extends string>(resource: R) =>
  ({
    insert: `${resource}/insert`,
    update: `${resource}/update`,
    get: `${resource}/get`,
    remove: `${resource}/remove`,
    search: `${resource}/search`,
    list: `${resource}/list`,
  }) as const;

export const API_PATHS = {
  auth: {
    generic: 'auth/generic',
    login: 'auth/login',
    refresh: 'auth/refresh',
    logout: 'auth/logout',
  },
  user: {
    insert: 'user/insert',
    active: 'user/active',
    generateOtp: 'user/generateOtp',
    forget: 'user/forget',
    resetPassword: 'user/resetPassword',
    updatePassword: 'user/updatePassword',
    getByEmail: 'user/getByEmail',
    list: 'user/list',
    setRoles: 'user/setRoles',
  },
  categories: crud('categories'),
  factor: crud('factor'),
  queryType: crud('queryType'),
  articles: crud('articles'),
  incident: crud('incident'),
  finding: crud('finding'),
  feeds: {
    insert: 'feeds/insert',
    update: 'feeds/update',
    remove: 'feeds/remove',
    list: 'feeds/list',
    fetchNow: 'feeds/fetchNow',
  },
  riskRules: {
    insert: 'riskRules/insert',
    remove: 'riskRules/remove',
    list: 'riskRules/list',
  },
} as const;
