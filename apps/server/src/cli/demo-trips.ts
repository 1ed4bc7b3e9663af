import type { Database } from '../db/database.js';
import { advisories, travellers, trips, type StoredSegment } from '../db/schema.js';
import { findCity } from '../modules/places/index.js';
import { instantOf, wallClockOf, zoneOf } from '../modules/schedule/index.js';

const DAY = 86_400_000;

/** A stop: a city, from the local time `from` on day `day` (0: today) for `nights` nights. */
interface DemoStop {
  city: string;
  country: string;
  day: number;
  nights: number;
}

/**
 * Demo Logistics' travellers and trips: Amara is in Lagos now (the demo's fuel protests there
 * raise an in-trip alert), Jonas tours Nairobi and Dubai next week, Priya's trip to Kyiv waits
 * for approval (Ukraine is Severe), Sam is at a conference in Mexico City this week.
 */
const TRIPS: {
  traveller: string;
  email: string;
  purpose: string;
  status: string;
  stops: DemoStop[];
}[] = [
  {
    traveller: 'Amara Okafor',
    email: 'amara.okafor',
    purpose: 'Bottling plant audit',
    status: 'approved',
    stops: [{ city: 'Lagos', country: 'NG', day: -2, nights: 4 }],
  },
  {
    traveller: 'Jonas Weber',
    email: 'jonas.weber',
    purpose: 'Regional sales visits',
    status: 'planned',
    stops: [
      { city: 'Nairobi', country: 'KE', day: 3, nights: 2 },
      { city: 'Dubai', country: 'AE', day: 5, nights: 2 },
    ],
  },
  {
    traveller: 'Priya Nair',
    email: 'priya.nair',
    purpose: 'Engineering office visit',
    status: 'pending_approval',
    stops: [{ city: 'Kyiv', country: 'UA', day: 10, nights: 3 }],
  },
  {
    traveller: 'Sam Rivera',
    email: 'sam.rivera',
    purpose: 'Logistics conference',
    status: 'planned',
    stops: [{ city: 'Mexico City', country: 'MX', day: 1, nights: 2 }],
  },
];

/** A stop as stored: 09:00 local on its first day to 18:00 local on its last. */
const storedStop = async (stop: DemoStop, now: number): Promise<StoredSegment> => {
  const city = await findCity(stop.city, stop.country);
  if (!city) throw new Error(`The gazetteer has no ${stop.city}, ${stop.country}`);
  const zone = await zoneOf(city);
  const dayOf = (offset: number) => wallClockOf(new Date(now + offset * DAY), zone).slice(0, 10);
  const at = (offset: number, time: string) => instantOf(`${dayOf(offset)}T${time}`, zone)!;
  return {
    placeName: city.name,
    lat: city.lat,
    lon: city.lon,
    country: stop.country,
    timeZone: zone,
    fromUtc: at(stop.day, '09:00').toISOString(),
    toUtc: at(stop.day + stop.nights, '18:00').toISOString(),
  };
};

/**
 * Adds the demo company's travellers, trips and advisories inside the demo's transaction, before
 * its located news is matched, so the trip under way in Lagos gets its in-trip alert.
 */
export const seedDemoTrips = async (tx: Database, companyId: string, now: number) => {
  for (const trip of TRIPS) {
    const segments = await Promise.all(trip.stops.map((stop) => storedStop(stop, now)));
    const [traveller] = await tx
      .insert(travellers)
      .values({ companyId, name: trip.traveller, email: `${trip.email}@demo.georisk.test` })
      .returning({ id: travellers.id });
    await tx.insert(trips).values({
      companyId,
      travellerId: traveller!.id,
      purpose: trip.purpose,
      status: trip.status,
      segments,
      countries: [...new Set(trip.stops.map((stop) => stop.country))],
      startsAt: new Date(segments[0]!.fromUtc),
      endsAt: new Date(segments.at(-1)!.toUtc),
    });
  }
  await tx.insert(advisories).values([
    {
      companyId,
      country: 'UA',
      text: 'Travel only with the security team’s approval. Stay within Kyiv; keep to the shelters’ map.',
      overrideLevel: 'Severe',
      emergencyContacts: 'Kyiv office security desk +380 44 000 0000',
    },
    {
      companyId,
      country: 'NG',
      text: 'Use the plant’s drivers only; avoid protests and fuel queues.',
      emergencyContacts: 'Lagos plant security +234 1 000 0000',
    },
  ]);
};
