/** The places module's public face: the routes app.ts registers, and the tagger feeds use. */
export { placesRoutes as placesModule } from './places.routes.js';
export { loadGazetteer, type Gazetteer } from './gazetteer.js';
export { tagPlaces } from './place-tagger.js';
