import { describe, expect, it } from 'vitest';
import { familyRows, formatFigure, formatShare, humanize, missingPeers, niceMax, rangeData, standing } from './benchmark-series';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const PEERS = { n: 7, p25: 1, median: 2, p75: 3 };

describe('benchmark series', () => {
  it('writes figures and shares per language', () => {
    expect(formatFigure(1.234, 'failures_per_unit', 'es')).toBe('1,23');
    expect(formatFigure(12.26, 'days_to_close', 'pt-BR')).toBe('12,3');
    expect(formatFigure(4, 'observations_per_verification', 'es')).toBe('4');
    expect(plain(formatShare(0.42, 'es'))).toBe('42 %');
    expect(plain(formatShare(0.042, 'pt-BR'))).toBe('4,2%');
    expect(plain(formatShare(0, 'es'))).toBe('0 %');
  });

  it('says why a sector figure is missing', () => {
    expect(missingPeers({ opted_in: false, peers: null }, { peers: null })).toBe('opt_in');
    expect(missingPeers({ opted_in: true, peers: null }, { peers: null })).toBe('few_companies');
    expect(missingPeers({ opted_in: true, peers: 6 }, { peers: null })).toBe('few_with_figure');
    expect(missingPeers({ opted_in: true, peers: 6 }, { peers: PEERS })).toBeNull();
  });

  it('places the own figure in the spread, lower being better', () => {
    expect(standing(0.5, PEERS)).toBe('best');
    expect(standing(1.5, PEERS)).toBe('better');
    expect(standing(2, PEERS)).toBe('median');
    expect(standing(2.5, PEERS)).toBe('worse');
    expect(standing(3.5, PEERS)).toBe('worst');
    expect(standing(null, PEERS)).toBeNull();
    expect(standing(1, null)).toBeNull();
  });

  it('rounds an axis top up', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(9.5)).toBe(20);
    expect(niceMax(0.42)).toBe(0.5);
    expect(niceMax(18)).toBe(20);
    expect(niceMax(22)).toBe(25);
  });

  it('maps a metric to its range chart, with or without the sector', () => {
    expect(rangeData({ own: 4, peers: PEERS })).toEqual({ max: 5, band: [1, 3], median: 2, own: 4 });
    expect(rangeData({ own: 1.2, peers: null })).toEqual({ max: 2, band: null, median: null, own: 1.2 });
    expect(rangeData({ own: null, peers: null })).toEqual({ max: 1, band: null, median: null, own: null });
  });

  it('orders the families by their largest share, as percentages', () => {
    expect(
      familyRows([
        { family: 'estructura', own_share: 0.1, peers_share: 0.15 },
        { family: 'terminaciones', own_share: 0.55, peers_share: 0.4 },
        { family: 'instalaciones', own_share: null, peers_share: 0.3333 },
      ]),
    ).toEqual([
      { family: 'terminaciones', own: 55, peers: 40 },
      { family: 'instalaciones', own: null, peers: 33.3 },
      { family: 'estructura', own: 10, peers: 15 },
    ]);
  });

  it('names a family the app has no word for', () => {
    expect(humanize('obra_gruesa')).toBe('Obra gruesa');
    expect(humanize('terminaciones')).toBe('Terminaciones');
  });
});
