/**
 * The benchmark's figures made ready to show: numbers as the user's language writes them, where the company stands
 * against the sector (every figure is better lower), why a sector figure is missing, and the charts' data.
 */
import { isMetricKey, type BenchmarkOut, type FamilyOut, type MetricKey, type MetricOut, type PeerFigures } from '../api/types';

/** The company's colour and the sector's, in every chart and legend of the screen. */
export const OWN_COLOR = 'grape';
export const PEERS_COLOR = 'blue';

/** Decimals of each figure: days to one, ratios to two. */
const DIGITS: Record<MetricKey, number> = { failures_per_unit: 2, days_to_close: 1, observations_per_verification: 2 };

export function formatFigure(value: number, key: string, language: string): string {
  const digits = isMetricKey(key) ? DIGITS[key] : 2;
  return new Intl.NumberFormat(language, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value);
}

/** A share (0.42) as a percentage ('42 %'), one decimal under 10 %. */
export function formatShare(share: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: share < 0.1 && share > 0 ? 1 : 0 }).format(share);
}

/** Why a metric has no sector figure: the company does not take part, too few take part, or too few have the figure. */
export type MissingPeers = 'opt_in' | 'few_companies' | 'few_with_figure';

export function missingPeers(benchmark: Pick<BenchmarkOut, 'opted_in' | 'peers'>, metric: Pick<MetricOut, 'peers'>): MissingPeers | null {
  if (metric.peers) return null;
  if (!benchmark.opted_in) return 'opt_in';
  return (benchmark.peers ?? null) === null ? 'few_companies' : 'few_with_figure';
}

/**
 * Where the company's figure falls in the sector's spread. Lower is better for every metric (fewer failures, fewer
 * days, fewer observations): under the 25th percentile is the best quarter, over the 75th the worst.
 */
export type Standing = 'best' | 'better' | 'median' | 'worse' | 'worst';

export function standing(own: number | null | undefined, peers: PeerFigures | null | undefined): Standing | null {
  if (own === null || own === undefined || !peers) return null;
  if (own < peers.p25) return 'best';
  if (own > peers.p75) return 'worst';
  if (own < peers.median) return 'better';
  if (own > peers.median) return 'worse';
  return 'median';
}

export const STANDING_COLOR: Record<Standing, string> = { best: 'teal', better: 'green', median: 'blue', worse: 'orange', worst: 'red' };

/** A round top for a value axis a bit over `value`: 1, 2, 2.5, 5 or 10 times a power of ten. */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const padded = value * 1.1;
  const power = 10 ** Math.floor(Math.log10(padded));
  const step = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= padded) ?? 10;
  return step * power;
}

/** What the range chart of one metric draws: the band p25–p75, the median and the company's mark, on a common axis. */
export interface RangeData {
  max: number;
  band: [number, number] | null;
  median: number | null;
  own: number | null;
}

export function rangeData(metric: Pick<MetricOut, 'own' | 'peers'>): RangeData {
  const own = metric.own ?? null;
  const peers = metric.peers ?? null;
  const top = Math.max(own ?? 0, peers?.p75 ?? 0, peers?.median ?? 0);
  return { max: niceMax(top), band: peers ? [peers.p25, peers.p75] : null, median: peers?.median ?? null, own };
}

/** The families' chart and table: the largest share first (own or sector), shares as percentages (null stays null). */
export interface FamilyRow {
  family: string;
  own: number | null;
  peers: number | null;
}

export function familyRows(families: FamilyOut[]): FamilyRow[] {
  const weight = (family: FamilyOut) => Math.max(family.own_share ?? 0, family.peers_share ?? 0);
  return [...families]
    .sort((a, b) => weight(b) - weight(a) || a.family.localeCompare(b.family))
    .map((family) => ({
      family: family.family,
      own: family.own_share == null ? null : round(family.own_share * 100),
      peers: family.peers_share == null ? null : round(family.peers_share * 100),
    }));
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A family's name when the app has no word for it: 'obra_gruesa' → 'Obra gruesa'. */
export function humanize(family: string): string {
  const text = family.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
