// One-off: builds src/components/map/fallback/argentina.json, the basemap the map draws when its style cannot load
// (src/components/map/fallback/NOTICE.md has the source and the licence).
//
//   node scripts/argentina-basemap.mjs path/to/ne_10m_admin_1_states_provinces.topo.json[.gz]
//
// Input: Natural Earth 1:10m "Admin 1 – States, Provinces" (public domain) as TopoJSON, every feature with its
// `adm0_a3` country code. Output: one GeoJSON FeatureCollection with `kind` = 'land' (Argentina and the land around
// it, dissolved), 'country' (borders between countries) and 'province' (borders between Argentina's provinces),
// generalised with topology-preserving simplification so that neighbouring outlines still meet.
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature, merge, mesh } from 'topojson-client';
import { filter, filterWeight, presimplify, quantile, simplify, sphericalRingArea } from 'topojson-simplify';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = path.join(root, 'src/components/map/fallback/argentina.json');

/** The land drawn: Argentina's neighbourhood, wide enough for any view of the country. [west, south, east, north] */
const REGION = [-82, -60, -34, -12];
/** The share of the source's points kept (the weightiest, by the area of the triangle each one makes). */
const RETAIN = Number(process.env.RETAIN ?? 0.5);
/** Islands smaller than this (km²) are dropped. */
const MIN_ISLAND_KM2 = 40;
/** Decimal places kept: 4 ≈ 10 m, finer than the source's 1:10 million scale. */
const DECIMALS = Number(process.env.DECIMALS ?? 3);

const EARTH_KM2_PER_STERADIAN = 6371 ** 2;

const input = process.argv[2];
if (!input) {
  console.error('usage: node scripts/argentina-basemap.mjs ne_10m_admin_1_states_provinces.topo.json[.gz]');
  process.exit(1);
}
const raw = readFileSync(input);
let topology = JSON.parse((input.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8'));
const [objectName] = Object.keys(topology.objects);

function intersectsRegion(geometry) {
  const { type, coordinates } = feature(topology, geometry).geometry;
  const points = type === 'MultiPolygon' ? coordinates.flat(2) : coordinates.flat(1);
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return (
    Math.max(...lons) >= REGION[0] &&
    Math.min(...lons) <= REGION[2] &&
    Math.max(...lats) >= REGION[1] &&
    Math.min(...lats) <= REGION[3]
  );
}

topology = presimplify(topology);
topology = simplify(topology, quantile(topology, RETAIN));
topology = filter(topology, filterWeight(topology, MIN_ISLAND_KM2 / EARTH_KM2_PER_STERADIAN, sphericalRingArea));

const all = topology.objects[objectName].geometries.filter((g) => g.type);
const inRegion = all.filter((g) => g.properties.adm0_a3 === 'ARG' || intersectsRegion(g));
const collection = { type: 'GeometryCollection', geometries: inRegion };
const country = (g) => g.properties.adm0_a3;

const round = (n) => Math.round(n * 10 ** DECIMALS) / 10 ** DECIMALS;
function roundLine(line) {
  const out = [];
  for (const [x, y] of line) {
    const point = [round(x), round(y)];
    const last = out.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}
function roundGeometry(geometry) {
  switch (geometry.type) {
    case 'MultiPolygon':
      return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(roundLine)) };
    case 'MultiLineString':
      return { ...geometry, coordinates: geometry.coordinates.map(roundLine).filter((line) => line.length > 1) };
    default:
      throw new Error(`unexpected ${geometry.type}`);
  }
}

const output = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', properties: { kind: 'land' }, geometry: roundGeometry(merge(topology, inRegion)) },
    {
      type: 'Feature',
      properties: { kind: 'country' },
      geometry: roundGeometry(mesh(topology, collection, (a, b) => a !== b && country(a) !== country(b))),
    },
    {
      type: 'Feature',
      properties: { kind: 'province' },
      geometry: roundGeometry(
        mesh(topology, collection, (a, b) => a !== b && country(a) === 'ARG' && country(b) === 'ARG'),
      ),
    },
  ],
};

const text = JSON.stringify(output);
writeFileSync(OUTPUT, text);
const provinces = inRegion.filter((g) => country(g) === 'ARG').length;
console.log(
  `wrote ${path.relative(process.cwd(), OUTPUT)}: ${provinces} provinces, ${inRegion.length} regions in all, ` +
    `${(text.length / 1024).toFixed(1)} KB, ${(gzipSync(text).length / 1024).toFixed(1)} KB gzip`,
);
// Only to check the input: one feature per Argentine province with its name.
if (process.env.LIST_PROVINCES) {
  for (const g of inRegion.filter((g) => country(g) === 'ARG')) console.log(' ', feature(topology, g).properties.name);
}
