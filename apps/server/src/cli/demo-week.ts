/**
 * The demo's week of work (`npm run seed:demo`): what two customers asked over the last seven
 * days, what the analyst Pat answered and when, and what they wrote to each other. Times are hours
 * before the seed runs; due times follow from the SLA of the query type's customer type, so some
 * open requests are overdue and some are due soon.
 */
export interface DemoMessage {
  /** Hours after filing. */
  after: number;
  from: 'owner' | 'analyst';
  body: string;
}

export interface DemoRequest {
  owner: 'ana' | 'bo';
  /** The seeded query type it is filed under (any live one if an admin removed it). */
  queryType: string;
  hoursAgo: number;
  query: string;
  countries: string[];
  /** Claimed by Pat and being worked on, not yet answered. */
  inReview?: boolean;
  /** Published by Pat this many hours after filing: a summary and one rating per factor, in factor-code order. */
  answer?: {
    after: number;
    summary: string;
    factors: { status: 'Green' | 'Yellow' | 'Red'; response: string }[];
  };
  messages?: DemoMessage[];
}

export const DEMO_WEEK: DemoRequest[] = [
  {
    owner: 'ana',
    queryType: 'Conflict exposure',
    hoursAgo: 150,
    query: 'Can our Kyiv office reopen next quarter?',
    countries: ['UA'],
    answer: {
      after: 30,
      summary:
        'Not before the spring: the office can run with a skeleton team, but full reopening depends on the grid.',
      factors: [
        {
          status: 'Yellow',
          response:
            'Air-raid alerts in Kyiv average two a night; the Podil district office is 400 m from a public shelter, which staff can reach inside the warning time.',
        },
        {
          status: 'Red',
          response:
            'Strikes on power stations have intensified since October. Expect scheduled outages of 4 to 12 hours a day through the winter; budget for a generator and 72 hours of fuel.',
        },
        {
          status: 'Yellow',
          response:
            'Rail links from Poland run on schedule and fuel deliveries are steady; road freight via Rava-Ruska adds two to three days at the border.',
        },
      ],
    },
    messages: [
      {
        after: 40,
        from: 'owner',
        body: 'Thank you. Does the generator advice also apply to our Lviv warehouse?',
      },
      {
        after: 44,
        from: 'analyst',
        body: 'Yes, with less urgency: Lviv had two grid strikes last month against nine in Kyiv. A 48-hour fuel reserve is enough there.',
      },
    ],
  },
  {
    owner: 'ana',
    queryType: 'Escalation outlook',
    hoursAgo: 120,
    query: 'Is the road from Port Sudan to Khartoum usable for aid convoys?',
    countries: ['SD'],
    answer: {
      after: 31,
      summary:
        'Only in escorted convoys, and only as far as Atbara; the last 300 km change hands too often to plan on.',
      factors: [
        {
          status: 'Red',
          response:
            'Three convoys were looted between Atbara and Shendi in the past fortnight; drivers report RSF checkpoints moving every few days.',
        },
        {
          status: 'Red',
          response:
            'Fighting around El Fasher is drawing forces west, but drone strikes on Port Sudan in May show the coast is not out of reach.',
        },
        {
          status: 'Yellow',
          response:
            'Fuel is available in Port Sudan at three times the pre-war price; stock up before Atbara, where stations are often dry.',
        },
      ],
    },
  },
  {
    owner: 'ana',
    queryType: 'Travel safety',
    hoursAgo: 20,
    query: 'Should we keep staff in Port-au-Prince over the holidays?',
    countries: ['HT'],
  },
  {
    owner: 'ana',
    queryType: 'Escalation outlook',
    hoursAgo: 18,
    query: 'Should our embassy staff in Beirut reduce to essential personnel?',
    countries: ['LB'],
    inReview: true,
    messages: [
      {
        after: 4,
        from: 'analyst',
        body: 'I am checking with our contact in Beirut about the airport road before I answer; expect it later today.',
      },
    ],
  },
  {
    owner: 'bo',
    queryType: 'Election outlook',
    hoursAgo: 100,
    query: 'Will the election in Caracas disrupt our supply chain?',
    countries: ['VE', 'CO'],
    answer: {
      after: 20,
      summary:
        'Expect a week of disruption around the vote, not a lasting break: keep two weeks of stock in Cúcuta.',
      factors: [
        {
          status: 'Yellow',
          response:
            'Opposition observers were refused accreditation in four states; a disputed count is likely, as in 2024.',
        },
        {
          status: 'Green',
          response:
            'Whoever wins, the oil licences that keep the ports working are expected to be renewed; no change to customs rules is planned.',
        },
        {
          status: 'Yellow',
          response:
            'Protests after the 2024 vote closed the San Antonio crossing for six days; plan for the same after the count.',
        },
      ],
    },
  },
  {
    owner: 'bo',
    queryType: 'Conflict exposure',
    hoursAgo: 70,
    query: 'How exposed are shipments through the Red Sea next month?',
    countries: ['YE', 'EG'],
    answer: {
      after: 9,
      summary:
        'Route around the Cape for anything time-critical; Suez remains possible for low-value cargo with war-risk cover.',
      factors: [
        {
          status: 'Yellow',
          response:
            'Crews on ships linked to Israel or the US remain the main targets; Asian-flagged carriers have passed without incident since August.',
        },
        {
          status: 'Red',
          response:
            'Houthi missile and drone launches rose again this week after a lull; insurers quote war-risk premiums of 0.7 % of hull value.',
        },
        {
          status: 'Green',
          response:
            'Suez Canal transits are running at half of 2023 volumes with no queue; the Cape route adds 10 to 14 days.',
        },
      ],
    },
  },
  {
    owner: 'bo',
    queryType: 'Country risk profile',
    hoursAgo: 60,
    query: "Is Nigeria's fuel-price unrest likely to reach the Lagos ports?",
    countries: ['NG'],
  },
  {
    owner: 'bo',
    queryType: 'Travel safety',
    hoursAgo: 5,
    query: 'Is it safe to travel to Bamako for a two-day audit?',
    countries: ['ML'],
  },
];
