import { TRIP_CSV_COLUMNS, TRIP_LIMITS } from '@georisk/contract';

/** The schedule module's replies and refusals (docs/rules/schedule.md). */
export const SCHEDULE_TEXTS = {
  traveller: 'Traveller',
  trip: 'Trip',
  advisory: 'Advisory',
  travellerCreated: 'Traveller saved.',
  travellerUpdated: 'Traveller updated.',
  travellerRemoved: 'Traveller deleted.',
  travellerRead: 'Traveller found.',
  travellersListed: 'Travellers found.',
  travellerHasTrips: 'This traveller has trips: delete or move them first',
  travellerAccountElsewhere: 'This account is not a member of your company',
  tripCreated: 'Trip saved.',
  tripPending: 'Trip saved. It goes to a high-risk country, so it waits for approval.',
  tripUpdated: 'Trip updated.',
  tripRemoved: 'Trip deleted.',
  tripRead: 'Trip found.',
  tripsListed: 'Trips found.',
  approved: 'Trip approved. The traveller has been e-mailed the brief.',
  rejected: 'Trip rejected. The traveller has been told.',
  notPending: 'Only a trip waiting for approval can be approved or rejected',
  briefRead: 'Brief ready.',
  settingsRead: 'Schedule settings found.',
  settingsUpdated: 'Approval level saved.',
  advisorySaved: 'Advisory saved.',
  advisoryRead: 'Advisory found.',
  advisoriesListed: 'Advisories found.',
  advisoryRemoved: 'Advisory deleted.',
  imported: (n: number) => `${n} ${n === 1 ? 'trip' : 'trips'} imported.`,
  importRefused: (n: number) =>
    `Nothing was imported: ${n} ${n === 1 ? 'line has a mistake' : 'lines have mistakes'}. Please correct ${n === 1 ? 'it' : 'them'} and import the file again`,
  // Stops (checked in order, first failure wins).
  stop: (n: number, message: string) => `Stop ${n}: ${message}`,
  noSuchTime: (time: string, zone: string) =>
    `${time.replace('T', ' ')} does not exist in ${zone} (the clocks change then)`,
  endsBeforeStart: 'it must end after it begins',
  overlaps: (previous: number) => `it begins before stop ${previous} ends`,
  overlapsLine: (line: number) => `This stop begins before the stop on line ${line} ends`,
  eventEndsBeforeStart: 'The event must end after it begins',
  // Imports.
  icsTravellerNeeded: 'Please choose the traveller of the imported trip',
  icsPurposeNeeded: 'Please enter the purpose of the imported trip',
  icsUnreadable: (why: string) => `This file cannot be read as an iCalendar file: ${why}`,
  icsNotText: 'This file is not a calendar: it holds binary data',
  icsNoEvents: 'The calendar holds no events (VEVENT)',
  icsTooManyEvents: `A calendar trip has at most ${TRIP_LIMITS.segments} events`,
  icsNoLocation: 'This event has no LOCATION: add the city where it takes place',
  icsNoTimes: 'This event needs both a DTSTART and a DTEND (or DURATION)',
  icsUnknownZone: (tzid: string) => `Unknown time zone ${tzid}`,
  unknownLocation: (location: string) =>
    `No city named ${location} was found: write it as "City, Country"`,
  csvHeader: `The first line must be the header ${TRIP_CSV_COLUMNS.join(',')}`,
  csvNoRows: 'The file has a header but no trips',
  csvTooManyRows: (n: number) =>
    `The file has ${n} rows; please import at most ${TRIP_LIMITS.importRows} at a time`,
  csvColumnCount: (n: number) =>
    `This line has ${n} ${n === 1 ? 'cell' : 'cells'}; a stop needs the ${TRIP_CSV_COLUMNS.length} columns of the header`,
  csvUnreadable:
    'This line cannot be read as CSV: check its quotes (a cell with a comma or a quote must be in double quotes, its quotes doubled)',
  csvUnknownTraveller: (email: string) =>
    `No traveller with the e-mail ${email}: add them under Travellers first`,
  csvCityNotFound: (city: string, country: string) =>
    `No city named ${city} was found in ${country}`,
} as const;
