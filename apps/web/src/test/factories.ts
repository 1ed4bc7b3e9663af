import type {
  Alert,
  Article,
  Branch,
  Category,
  CheckinBoard,
  CheckinRecipient,
  Company,
  Factor,
  Incident,
  NewsEvent,
  Proposal,
  QueryType,
  SessionUser,
  Traveller,
  Trip,
} from '@georisk/contract';

/**
 * The web tests' one factories module: records as the API returns them, each `buildX(overrides)`.
 */
const stamps = { created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z' };
/** A reference record as an admin added it: active, by nobody the tests know. */
const liveRecord = { is_active: true, created_by: null, ...stamps };

export const buildCategory = (overrides: Partial<Category> = {}): Category => ({
  categories_id: '0b6f3c52-8d1e-4c55-9a57-0e3f2f5f7a11',
  name: 'Military Conflicts',
  icon: 'shield-exclamation',
  about: 'Armed conflicts and troop movements',
  ...liveRecord,
  ...overrides,
});

/** A factor's or a query type's category, as their records carry it. */
const underCategory = () => {
  const { categories_id, name } = buildCategory();
  return { categories_id, categories: { categories_id, name } };
};

export const buildFactor = (overrides: Partial<Factor> = {}): Factor => ({
  factor_id: '6a0f9d0e-3b9b-4f1e-8e47-1d2c3b4a5f60',
  ...underCategory(),
  name: 'Troop build-up',
  code: 'MIL-01',
  icon: 'flag',
  about: 'Forces massing near a border',
  ...liveRecord,
  ...overrides,
});

export const buildQueryType = (overrides: Partial<QueryType> = {}): QueryType => ({
  queryType_id: '2c4e6a8b-0d1f-4a3b-9c5d-7e9f1a2b3c4d',
  ...underCategory(),
  name: 'Travel safety',
  icon: 'airplane',
  about: 'Is it safe to travel there?',
  customerType: 'Citizen',
  price_credits: 1,
  on_quote: false,
  ...liveRecord,
  ...overrides,
});

export const buildArticle = (overrides: Partial<Article> = {}): Article => ({
  articles_id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  title: 'Border tension rises',
  url: 'https://news.example.com/border',
  publishedAt: '2026-11-20T08:30:00.000Z',
  source: { name: 'Example News', grade: 'B' },
  riskLevel: 'High Risk',
  wink: { emoji: '⚠️' },
  content: 'Troops were seen near the border.',
  about: '',
  countries: [],
  places: [],
  language: 'en',
  verification: 'unverified',
  icon: '',
  is_active: true,
  ...stamps,
  ...overrides,
});

/** A news event as `event/list` returns it: one happening, told by its sources (newest first). */
export const buildNewsEvent = (overrides: Partial<NewsEvent> = {}): NewsEvent => {
  // Its one source is the default article.
  const { articles_id, title, url, publishedAt, source, riskLevel, verification } = buildArticle();
  return {
    event_id: '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f',
    title: 'Border tension rises',
    level: 'High Risk',
    countries: ['UA'],
    places: [],
    first_seen: '2026-11-20T08:30:00.000Z',
    last_seen: '2026-11-20T08:30:00.000Z',
    sources: [{ articles_id, title, url, publishedAt, source, riskLevel, verification }],
    lead: {
      url: 'https://news.example.com/border',
      emoji: '⚠️',
      excerpt: 'Troops were seen near the border.',
    },
    ...overrides,
  };
};

/** A user as `auth/login` returns it. */
export const buildSessionUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  user_id: '7d5a2f3e-1c4b-4e8a-9f0d-2b6c8e1a3d57',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  is_customer: true,
  is_admin: false,
  is_partner: false,
  accessToken: 'user-access-token',
  refreshToken: 'user-refresh-token',
  ...overrides,
});

/**
 * An incident request as `incident/get` and the lists return it: the default user's fresh
 * 'Travel safety' request, unassigned, due a day after filing, nothing published yet
 * (docs/rules/incidents.md).
 */
export const buildIncident = (overrides: Partial<Incident> = {}): Incident => {
  const { queryType_id, name, icon, customerType, categories_id, categories } = buildQueryType();
  return {
    incident_id: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d',
    query: 'Will the border stay open?',
    queryType_id,
    queryType: { queryType_id, name, icon, customerType, categories_id, categories },
    customerType,
    status: 'Submitted',
    created_by: buildSessionUser().user_id,
    company: null,
    filed_by: null,
    assigned_to: null,
    assignee: null,
    due_at: '2026-11-22T10:00:00.000Z',
    overdue: false,
    revision: 0,
    outcome: null,
    countries: [],
    stale: false,
    ...stamps,
    ...overrides,
  };
};

export const buildCompany = (overrides: Partial<Company> = {}): Company => ({
  company_id: '7d4c1f1e-0000-4000-8000-000000000001',
  name: 'Acme Risk',
  kind: 'Corporate',
  country: 'GB',
  domain: null,
  created_at: '2026-01-15T10:00:00.000Z',
  role: 'owner',
  require_mfa: false,
  ...overrides,
});

export const buildBranch = (overrides: Partial<Branch> = {}): Branch => ({
  branch_id: '7d4c1f1e-0000-4000-8000-00000000b001',
  name: 'Lyon office',
  kind: 'office',
  lat: 45.76,
  lon: 4.84,
  place_name: 'Lyon',
  country: 'FR',
  radius_km: 50,
  min_level: 'High Risk',
  people: 120,
  notes: '',
  company_id: '7d4c1f1e-0000-4000-8000-000000000001',
  ...stamps,
  ...overrides,
});

export const buildTraveller = (overrides: Partial<Traveller> = {}): Traveller => ({
  traveller_id: '7d4c1f1e-0000-4000-8000-00000000c001',
  name: 'Ana Pereira',
  email: 'ana@example.com',
  phone: null,
  user_id: null,
  company_id: '7d4c1f1e-0000-4000-8000-000000000001',
  ...stamps,
  ...overrides,
});

/** Ana's planned trip to Lagos, from `from` (local and UTC, Lagos is UTC+1) for two days. */
export const buildTrip = (overrides: Partial<Trip> = {}, from = new Date()): Trip => {
  const at = (ms: number) => new Date(from.getTime() + ms);
  const local = (date: Date) => new Date(date.getTime() + 3_600_000).toISOString().slice(0, 16);
  const [start, end] = [at(0), at(2 * 86_400_000)];
  return {
    trip_id: '7d4c1f1e-0000-4000-8000-00000000d001',
    traveller: {
      traveller_id: buildTraveller().traveller_id,
      name: 'Ana Pereira',
      email: 'ana@example.com',
    },
    purpose: 'Supplier audit',
    status: 'planned',
    segments: [
      {
        place_name: 'Lagos',
        lat: 6.45,
        lon: 3.39,
        country: 'NG',
        time_zone: 'Africa/Lagos',
        from: local(start),
        to: local(end),
        from_utc: start.toISOString(),
        to_utc: end.toISOString(),
      },
    ],
    starts_at: start.toISOString(),
    ends_at: end.toISOString(),
    decision_note: null,
    decided_at: null,
    company_id: '7d4c1f1e-0000-4000-8000-000000000001',
    ...stamps,
    ...overrides,
  };
};

/** An open High Risk exposure alert on the Lyon office, 12 km away. */
export const buildAlert = (overrides: Partial<Alert> = {}): Alert => ({
  alert_id: '4b6f0a52-0c0c-4d1e-9a37-7d5c3e2b1a90',
  created_at: '2026-11-27T10:00:00.000Z',
  branch: {
    branch_id: '8c3f2b1a-1111-4d1e-9a37-7d5c3e2b1a90',
    name: 'Lyon office',
    place_name: 'Lyon',
    country: 'FR',
    people: 40,
  },
  trip: null,
  article: {
    articles_id: '9d4a3c2b-2222-4d1e-9a37-7d5c3e2b1a90',
    title: 'Riots near Lyon',
    url: 'https://news.example/riots',
  },
  distance_km: 12,
  level: 'High Risk',
  status: 'open',
  handled_by: null,
  handled_at: null,
  note: null,
  incident_id: null,
  company_id: null,
  ...overrides,
});

/** A check-in's board as checkin/get returns it: two travellers asked about France, none answered. */
export const buildCheckinBoard = (overrides: Partial<CheckinBoard> = {}): CheckinBoard => ({
  checkin_id: '7d4c1f1e-0000-4000-8000-00000000e001',
  by: 'country',
  country: 'FR',
  article: null,
  message: 'Strikes in Lyon',
  status: 'open',
  counts: { total: 2, safe: 0, help: 0, none: 2 },
  company_id: '7d4c1f1e-0000-4000-8000-00000000a001',
  created_at: '2026-11-27T20:00:00.000Z',
  expires_at: '2026-11-30T20:00:00.000Z',
  closed_at: null,
  recipients: [
    buildCheckinRecipient(),
    buildCheckinRecipient({
      recipient_id: '7d4c1f1e-0000-4000-8000-00000000f002',
      traveller_id: '7d4c1f1e-0000-4000-8000-00000000c002',
      name: 'Bart Smythe',
      email: 'bart@example.com',
    }),
  ],
  can_manage: true,
  ...overrides,
});

/** One asked traveller, not answered yet. */
export function buildCheckinRecipient(overrides: Partial<CheckinRecipient> = {}): CheckinRecipient {
  return {
    recipient_id: '7d4c1f1e-0000-4000-8000-00000000f001',
    traveller_id: '7d4c1f1e-0000-4000-8000-00000000c001',
    name: 'Ana Traveller',
    email: 'ana@example.com',
    answer: null,
    note: '',
    answered_at: null,
    reminders_sent: 0,
    ...overrides,
  };
}

/** A firm's open proposal on request `i1`, as `proposal/list` and `proposal/requests` give it. */
export const buildProposal = (overrides: Partial<Proposal> = {}): Proposal => ({
  proposal_id: 'p1',
  incident_id: 'i1',
  firm: { partner_firm_id: 'f1', name: 'Harbour Analysts' },
  price_credits: 6,
  delivery_hours: 24,
  note: 'Ports desk, two sources on the ground',
  status: 'open',
  expires_at: '2026-12-05T10:00:00.000Z',
  decided_at: null,
  created_at: '2026-11-28T10:00:00.000Z',
  ...overrides,
});
