import type { Queryable } from '../../platform/db/db';
import { upsertTrademarks, type TrademarkRecord } from '../trademarks';

/** The owner of every demo mark says so, so no demo result is ever read as a real registration. */
export const DEMO_TRADEMARK_OWNER_SUFFIX = ' (demo data)';

/**
 * A small invented register for trying clearance with DEMO=1: families of marks that sound, look or are
 * spelled alike across related and unrelated classes. Invented names and owners; serial numbers start with
 * DEMO so they cannot be mistaken for USPTO serial numbers.
 */
const MARKS: [mark: string, classes: number[], status: string, owner: string][] = [
  ['NOVALINK', [9], 'Live — registered (800)', 'Novalink Systems Inc.'],
  ['NOVA LYNK', [42], 'Live — pending (641)', 'Lynk Labs LLC'],
  ['NOVALINC', [35], 'Dead — abandoned (602)', 'Incline Retail Ltd'],
  ['N0VALINK', [38], 'Live — registered (700)', 'Zero Point Telecom'],
  ['NOVELINK', [16], 'Live — registered (800)', 'Novel Press Co.'],
  ['KNOWVALINK', [41], 'Live — pending (686)', 'Knowledge Valley Academy'],
  ['PRISMATIC', [9, 42], 'Live — registered (800)', 'Prismatic Software GmbH'],
  ['PRIZMATIK', [25], 'Live — registered (700)', 'Prizm Apparel'],
  ['IPRISM', [42], 'Live — pending (630)', 'Optical Ideas Ltd'],
  ['PRISM LINE', [3], 'Dead — cancelled (710)', 'Line Cosmetics SA'],
  ['BLUE HERON', [32, 33], 'Live — registered (800)', 'Heron Brewing Co.'],
  ['BLU HERRON', [43], 'Live — registered (700)', 'Herron Hospitality'],
  ['BLUEHERON', [30], 'Live — pending (680)', 'Marsh Bakery'],
  ['RED HERON', [33], 'Live — registered (800)', 'Red Marsh Wines'],
  ['QUANTIFY', [9], 'Live — registered (800)', 'Quantify Analytics'],
  ['KWANTIFY', [42], 'Live — pending (641)', 'KW Data Services'],
  ['QUANTIFI', [36], 'Live — registered (700)', 'Quantifi Capital'],
  ['SOLARIS', [11], 'Live — registered (800)', 'Solaris Lighting'],
  ['SOLARYS', [21], 'Live — registered (700)', 'Solarys Housewares'],
  ['SOLAR IS', [4], 'Dead — expired (900)', 'Sunfuel Partners'],
  ['ZENITH CLOUD', [42], 'Live — registered (800)', 'Zenith Hosting'],
  ['XENITH', [9], 'Live — pending (686)', 'Xenith Devices'],
  ['ACORNIA', [29, 31], 'Live — registered (800)', 'Acornia Farms'],
  ['AKORNIA', [43], 'Live — pending (630)', 'Akornia Bistro Group'],
  ['LUMEN PATH', [9, 42], 'Live — registered (800)', 'Lumen Path Robotics'],
  ['LUMENPATHE', [10], 'Dead — abandoned (606)', 'Pathe Medical'],
  ['MERIDIAN', [36], 'Live — registered (800)', 'Meridian Trust'],
  ['MERIDIEN', [43], 'Live — registered (800)', 'Meridien Hotels'],
  ['VERDANT', [31], 'Live — registered (700)', 'Verdant Seeds'],
  ['VERDANTE', [3], 'Live — pending (641)', 'Verdante Beauty'],
];

export const DEMO_TRADEMARKS: TrademarkRecord[] = MARKS.map(([mark, classes, status, owner], i) => ({
  serialNumber: `DEMO-${String(i + 1).padStart(6, '0')}`,
  mark,
  status,
  owner: `${owner}${DEMO_TRADEMARK_OWNER_SUFFIX}`,
  classes,
  filingDate: `20${String(10 + (i % 14)).padStart(2, '0')}-${String((i % 12) + 1).padStart(2, '0')}-15`,
  source: 'demo',
}));

/** Seeds the demo register (DEMO=1); by serial number, so a restart rewrites the same rows. */
export async function seedDemoTrademarks(db: Queryable): Promise<void> {
  await upsertTrademarks(db, DEMO_TRADEMARKS);
}
