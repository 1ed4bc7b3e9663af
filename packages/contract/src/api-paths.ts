/** Every API path, relative to `<origin>/api/` (docs/api.md). All calls are POST with JSON. */
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
    resendActivation: 'user/resendActivation',
    disable: 'user/disable',
  },
  categories: crud('categories'),
  factor: crud('factor'),
  queryType: crud('queryType'),
  articles: crud('articles'),
  incident: {
    ...crud('incident'),
    claim: 'incident/claim',
    assign: 'incident/assign',
    release: 'incident/release',
  },
  finding: { ...crud('finding'), history: 'finding/history' },
  sla: { list: 'sla/list', update: 'sla/update' },
  message: { insert: 'message/insert', list: 'message/list', read: 'message/read' },
  notification: { list: 'notification/list', read: 'notification/read' },
  audit: { list: 'audit/list', verify: 'audit/verify' },
  profile: { get: 'profile/get', update: 'profile/update' },
  company: { insert: 'company/insert', get: 'company/get', update: 'company/update' },
  member: {
    list: 'member/list',
    invite: 'member/invite',
    setRole: 'member/setRole',
    remove: 'member/remove',
    leave: 'member/leave',
  },
  invitation: { get: 'invitation/get', accept: 'invitation/accept' },
  branch: {
    insert: 'branch/insert',
    update: 'branch/update',
    get: 'branch/get',
    remove: 'branch/remove',
    list: 'branch/list',
    import: 'branch/import',
    export: 'branch/export',
  },
  feeds: {
    insert: 'feeds/insert',
    update: 'feeds/update',
    remove: 'feeds/remove',
    list: 'feeds/list',
    fetchNow: 'feeds/fetchNow',
  },
  country: { list: 'country/list', get: 'country/get' },
  dashboard: { get: 'dashboard/get' },
  watch: { list: 'watch/list', insert: 'watch/insert', remove: 'watch/remove' },
  developments: { list: 'developments/list' },
  riskRules: {
    insert: 'riskRules/insert',
    remove: 'riskRules/remove',
    list: 'riskRules/list',
  },
} as const;
