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
  /** `events/stream` is the one GET route: EventSource cannot POST (docs/rules/live-updates.md). */
  events: { ticket: 'events/ticket', stream: 'events/stream' },
  // Second factor and sessions: SECURITY_PATHS (security-paths.ts), apart from this object, which
  // the landing page's JS carries whole (its budget, docs/performance.md).
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
  articles: { ...crud('articles'), verify: 'articles/verify' },
  /** News events (docs/rules/news.md, "Events"); `events/*` is the live stream. */
  event: { list: 'event/list', get: 'event/get' },
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
  audit: { list: 'audit/list', verify: 'audit/verify', export: 'audit/export' },
  profile: { get: 'profile/get', update: 'profile/update' },
  company: {
    insert: 'company/insert',
    get: 'company/get',
    update: 'company/update',
  },
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
  alert: {
    list: 'alert/list',
    get: 'alert/get',
    acknowledge: 'alert/acknowledge',
    dismiss: 'alert/dismiss',
    escalate: 'alert/escalate',
  },
  exposure: { get: 'exposure/get' },
  feeds: {
    insert: 'feeds/insert',
    update: 'feeds/update',
    remove: 'feeds/remove',
    list: 'feeds/list',
    fetchNow: 'feeds/fetchNow',
  },
  // Schedule (docs/rules/schedule.md)
  traveller: {
    insert: 'traveller/insert',
    update: 'traveller/update',
    get: 'traveller/get',
    remove: 'traveller/remove',
    list: 'traveller/list',
  },
  trip: {
    insert: 'trip/insert',
    update: 'trip/update',
    get: 'trip/get',
    remove: 'trip/remove',
    list: 'trip/list',
    import: 'trip/import',
    approve: 'trip/approve',
    reject: 'trip/reject',
    brief: 'trip/brief',
  },
  tripSettings: { get: 'tripSettings/get', update: 'tripSettings/update' },
  advisory: {
    upsert: 'advisory/upsert',
    get: 'advisory/get',
    list: 'advisory/list',
    remove: 'advisory/remove',
  },
  country: {
    list: 'country/list',
    get: 'country/get',
    history: 'country/history',
    trends: 'country/trends',
  },
  place: { search: 'place/search' },
  dashboard: { get: 'dashboard/get' },
  watch: { list: 'watch/list', insert: 'watch/insert', remove: 'watch/remove' },
  developments: { list: 'developments/list' },
  /** Credits and vouchers (docs/rules/credits.md). */
  credits: { balance: 'credits/balance', list: 'credits/list' },
  voucher: { insert: 'voucher/insert', list: 'voucher/list', redeem: 'voucher/redeem' },
  /** Credit packs, purchases by invoice (docs/rules/purchases.md). */
  pack: { list: 'pack/list', insert: 'pack/insert', update: 'pack/update' },
  purchase: { packs: 'purchase/packs', insert: 'purchase/insert', list: 'purchase/list' },
  invoice: { list: 'invoice/list', markPaid: 'invoice/markPaid' },
  /** Partner firms and their directory (docs/rules/partners.md). */
  partnerFirm: {
    insert: 'partnerFirm/insert',
    update: 'partnerFirm/update',
    list: 'partnerFirm/list',
    assign: 'partnerFirm/assign',
    unassign: 'partnerFirm/unassign',
    directory: 'partnerFirm/directory',
    balance: 'partnerFirm/balance',
  },
  /** Proposals on requests priced on quote (docs/rules/proposals.md). */
  proposal: {
    insert: 'proposal/insert',
    withdraw: 'proposal/withdraw',
    list: 'proposal/list',
    requests: 'proposal/requests',
    accept: 'proposal/accept',
    reject: 'proposal/reject',
  },
  /** A partner firm's payout details (docs/rules/partners.md, "Bank"). */
  bank: { get: 'bank/get', update: 'bank/update' },
  riskRules: {
    insert: 'riskRules/insert',
    remove: 'riskRules/remove',
    list: 'riskRules/list',
  },
} as const;
