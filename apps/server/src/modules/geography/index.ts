/** The geography module's public face: the tagger the feeds use, the country figures the
 * dashboard shows and the routes app.ts registers. */
export { tagCountries } from './country-tagger.js';
export { getCountry, listCountries } from './country.service.js';
export { scheduleCountrySnapshots } from './trends-snapshot.js';
export { backfillSnapshots, takeSnapshots } from './trends.service.js';
export { geographyRoutes as geographyModule } from './geography.routes.js';
