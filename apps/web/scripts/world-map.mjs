// Projects the world's country shapes once, at build time, into a static asset the map colours at
// run time (docs/rules/geography.md): no map geometry ships in the app's JS, and projection code
// only in the exposure map's lazy screen.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { geoEqualEarth, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const topology = JSON.parse(
  readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8'),
);
const countries = require('world-countries');

const WIDTH = 960;
const HEIGHT = 470;
const ANTARCTICA = '010';

const byNumber = new Map(countries.map((c) => [c.ccn3, c]));
const world = feature(topology, topology.objects.countries);
world.features = world.features.filter((f) => f.id !== ANTARCTICA);

const projection = geoEqualEarth().fitSize([WIDTH, HEIGHT], world);
const draw = geoPath(projection).digits(1);

const shapes = world.features
  .map((f) => {
    const country = byNumber.get(f.id);
    return {
      code: country?.cca2 ?? '',
      name: country?.name.common ?? f.properties.name,
      d: draw(f),
    };
  })
  .filter((shape) => shape.d)
  .sort((a, b) => a.name.localeCompare(b.name));

const out = path.resolve(import.meta.dirname, '../public/maps/world.json');
mkdirSync(path.dirname(out), { recursive: true });
// The fitted Equal Earth projection's scale and translation: the exposure map places branches
// and news by their coordinates on the same drawing (components/world-map/map-projection.ts).
const fitted = { scale: projection.scale(), translate: projection.translate() };
writeFileSync(out, JSON.stringify({ width: WIDTH, height: HEIGHT, projection: fitted, shapes }));
console.log(`world map: ${shapes.length} shapes -> ${path.relative(process.cwd(), out)}`);
