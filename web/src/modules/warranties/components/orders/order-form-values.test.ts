import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { failure, order } from '../../test/request-fixtures';
import { toRfc3339Local } from '../shared/format';
import { orderableFailures, orderValues, toOrderIn, validateOrder } from './order-form-values';

initI18n('es');
const t = i18n.getFixedT('es', 'warranties-orders');

describe('order form values', () => {
  it('sends the window in the browser offset and only the chosen assignee', () => {
    const values = { ...orderValues(null, ['f1']), day: '2026-03-10', start: '10:00', end: '11:30', assignee: 'contractor' as const, contractor: ' Gasfitería Sur ', responsible_id: 'p-ana' };
    expect(toOrderIn(values, 'ot')).toEqual({
      kind: 'ot',
      responsible_id: null,
      contractor: 'Gasfitería Sur',
      starts_at: toRfc3339Local(new Date(2026, 2, 10, 10, 0)),
      ends_at: toRfc3339Local(new Date(2026, 2, 10, 11, 30)),
      observation: null,
      failure_ids: ['f1'],
    });
  });

  it('reads an order back into the form, with its version on save', () => {
    const start = new Date(2026, 2, 10, 10, 0).toISOString();
    const end = new Date(2026, 2, 10, 11, 0).toISOString();
    const values = orderValues(order({ starts_at: start, ends_at: end }), []);
    expect(values).toMatchObject({ assignee: 'user', responsible_id: 'p-ana', day: '2026-03-10', start: '10:00', end: '11:00', failure_ids: ['f1'] });
    expect(toOrderIn(values, 'oi', 4).version).toBe(4);
  });

  it('offers the pending failures and the ones the order already holds', () => {
    const failures = [failure(), failure({ id: 'f2', status: 'scheduled' }), failure({ id: 'f3', status: 'managed' })];
    expect(orderableFailures(failures, null).map((entry) => entry.id)).toEqual(['f1']);
    expect(orderableFailures(failures, order({ failures: [{ id: 'f2', number: 2, label: 'x', result: null, comment: null }] })).map((entry) => entry.id)).toEqual(['f1', 'f2']);
  });

  it('asks for a day, a window that ends after it starts, and a failure', () => {
    expect(validateOrder(t, { ...orderValues(null, []), start: '10:00', end: '09:00' })).toEqual({
      responsible_id: 'Este campo es obligatorio.',
      day: 'Este campo es obligatorio.',
      end: 'La hora de término debe ser posterior a la de inicio.',
      failure_ids: 'Elige al menos una falla.',
    });
  });
});
