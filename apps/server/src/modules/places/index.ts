/** The places module's public face: the routes app.ts registers, and the tagger feeds use, and the
 * city lookup of a branch import. */
export { placesRoutes as placesModule } from './places.routes.js';
export { loadGazetteer, type Gazetteer } from './gazetteer.js';
export { tagPlaces } from './place-tagger.js';
export { findCity, largestCity } from './places.service.js';
