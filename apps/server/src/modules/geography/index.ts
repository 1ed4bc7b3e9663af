/** The geography module's public face: the tagger the feeds use and the routes app.ts registers. */
export { tagCountries } from './country-tagger.js';
export { geographyRoutes as geographyModule } from './geography.routes.js';
