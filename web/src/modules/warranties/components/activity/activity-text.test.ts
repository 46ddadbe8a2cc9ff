import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import type { ActivityOut } from '../../api/types';
import { activitySentence } from './activity-text';

const entry = (action: string, after: unknown = null, user_name: string | null = 'Ana Pérez'): ActivityOut => ({ id: 'a1', action, user_name, created_at: '2026-03-10T12:00:00Z', before: null, after });
const format = { instant: () => '10 mar 2026, 10:00', day: () => '10/03/2026' };

beforeAll(async () => {
  initI18n('es');
  await i18n.changeLanguage('es');
});

describe('activity sentences', () => {
  const say = (item: ActivityOut) => activitySentence(i18n.getFixedT('es', 'warranties-unit'), item, format);

  it('tells each recorded action as a whole sentence, with what it recorded', () => {
    expect(say(entry('warranties.unit_created', { name: '101' }))).toBe('Ana Pérez creó la unidad.');
    expect(say(entry('warranties.revision_saved', { item: 'Cubierta', status: 'failure' }))).toBe('Ana Pérez marcó «Cubierta» como Falla.');
    expect(say(entry('warranties.files_added', { kind: 'certificate', names: ['gas.pdf', 'luz.pdf'] }))).toBe('Ana Pérez subió gas.pdf, luz.pdf.');
    expect(say(entry('warranties.visit_scheduled', { scheduled_at: '2026-03-10T13:00:00Z' }))).toBe('Ana Pérez agendó la visita de entrega para el 10 mar 2026, 10:00.');
    expect(say(entry('warranties.delivered', { delivery_date: '2026-03-10' }))).toBe('Ana Pérez registró la entrega de la unidad el 10/03/2026.');
    expect(say(entry('warranties.act_signed'))).toBe('Ana Pérez firmó el acta de entrega.');
  });

  it('tells an owner’s answer through the e-mail link as the owner’s', () => {
    expect(say(entry('warranties.visit_rejected', { status: 'rejected', reason: 'Estoy de viaje', by: 'owner' }, null))).toBe(
      'El propietario rechazó la visita desde el enlace del correo: «Estoy de viaje».',
    );
  });

  it('names an action it does not know instead of hiding it', () => {
    expect(say(entry('warranties.something_new'))).toBe('Ana Pérez realizó la acción «warranties.something_new».');
  });
});
