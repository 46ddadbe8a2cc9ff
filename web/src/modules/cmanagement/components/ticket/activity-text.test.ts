import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import type { ActivityEntry } from '../../api/types';
import { carolina, fields } from '../../test/fixtures';
import { activityText } from '@/components/tickets/activity/activity-text';

initI18n('es');

function entry(action: string, detail: Record<string, unknown> | null, user: ActivityEntry['user'] = carolina): ActivityEntry {
  return { id: 'a1', action, user, detail, created_at: '2026-03-02T10:00:00Z' };
}

function say(language: 'es' | 'pt-BR', item: ActivityEntry) {
  const t = i18n.getFixedT(language, ['cmanagement-tickets', 'cmanagement']);
  return activityText({ t, enumNs: 'cmanagement', language, fields }, item);
}

describe('activity sentences', () => {
  it('names the owner who acted in the owners\' portal, where no user did', () => {
    const created = entry('created', { subject: 'Humedad', by_owner_name: 'Iñaki Muñoz' }, null);
    expect(say('es', created).sentence.startsWith('Iñaki Muñoz ')).toBe(true);
    expect(say('es', entry('created', { subject: 'Humedad' }, null)).sentence.startsWith('Iñaki')).toBe(false);
  });

  it('says who postponed until when, in both languages', () => {
    const postponed = entry('status', { from: 'open', to: 'postponed', until: '2026-12-12' });
    expect(say('es', postponed).sentence).toBe('Carolina Vergara pospuso el ticket hasta el 12/12/2026');
    expect(say('pt-BR', postponed).sentence).toBe('Carolina Vergara adiou o ticket até 12/12/2026');
  });

  it('gives the why of a finish and tells resume, reopen and "send as" apart', () => {
    expect(say('es', entry('status', { from: 'open', to: 'finished', reason: 'Se cambió el sello' }))).toEqual({
      sentence: 'Carolina Vergara finalizó el ticket',
      details: ['Justificación: Se cambió el sello'],
    });
    expect(say('es', entry('status', { from: 'postponed', to: 'open' })).sentence).toBe('Carolina Vergara dejó de posponer el ticket');
    expect(say('es', entry('status', { from: 'finished', to: 'open' })).sentence).toBe('Carolina Vergara reabrió el ticket');
    expect(say('pt-BR', entry('status', { from: 'open', to: 'pending', send_as: 'waiting_applicant' })).sentence).toBe(
      'Carolina Vergara marcou o ticket como «Aguardando resposta do solicitante»',
    );
  });

  it('lists each field change with readable values, custom fields by name', () => {
    const updated = entry('updated', { changes: { priority: ['medium', 'urgent'], responsible_id: [null, { id: 'u3', name: 'Bruno Soto' }], 'custom_values.f-date': ['2026-01-05', '2026-02-01'] } });
    expect(say('es', updated)).toEqual({
      sentence: 'Carolina Vergara editó el ticket',
      details: ['Prioridad: Media → Urgente', 'Responsable: — → Bruno Soto', 'Fecha de visita: 05/01/2026 → 01/02/2026'],
    });
  });

  it('names the ids the server records, and says a CC or custom value changed without showing ids or "Sí"', () => {
    const t = i18n.getFixedT('es', ['cmanagement-tickets', 'cmanagement']);
    const people = [{ id: 'u2', name: 'Valentina Herrera' }];
    const categories = [{ id: 'c1', name: 'Postventa' }];
    const updated = entry('updated', {
      changes: { responsible_id: [null, 'u2'], category_id: ['c1', 'c-gone'], cc: true, 'custom_values.f-date': true, priority: ['high', 'high'] },
    });
    expect(activityText({ t, enumNs: 'cmanagement', language: 'es', fields, people, categories }, updated).details).toEqual([
      'Responsable: — → Valentina Herrera',
      'Categoría: Postventa → (categoría no disponible)',
      'Con copia a: se modificó',
      'Fecha de visita: se modificó',
    ]);
  });

  it('names the template the server records as `template`', () => {
    expect(say('es', entry('template_applied', { template: 'Postventa baño', tasks: 3 })).sentence).toBe('Carolina Vergara aplicó la plantilla «Postventa baño»');
  });

  it('names merges, tasks and the system', () => {
    expect(say('es', entry('merged', { source: { id: 't9', number: 9 } })).sentence).toBe('Carolina Vergara fusionó el ticket #9 en este');
    expect(say('pt-BR', entry('task_added', { title: 'Revisar sifão' }, null)).sentence).toBe('O sistema adicionou a tarefa «Revisar sifão»');
  });

  it('tells pinning, unpinning and moving the BIM pin as sentences, never as GlobalIds', () => {
    const pinned = entry('updated', { changes: { bim: [null, '2O2Fr$t4X7Zf8NOew3FLOH'] } });
    expect(say('es', pinned)).toEqual({ sentence: 'Carolina Vergara ancló el ticket a un elemento BIM', details: [] });
    expect(say('pt-BR', pinned).sentence).toBe('Carolina Vergara fixou o ticket em um elemento BIM');
    const unpinned = entry('updated', { changes: { bim: ['2O2Fr$t4X7Zf8NOew3FLOH', null] } });
    expect(say('es', unpinned).sentence).toBe('Carolina Vergara quitó el anclaje BIM');
    expect(say('pt-BR', unpinned).sentence).toBe('Carolina Vergara removeu a fixação BIM');
    const moved = entry('updated', { changes: { bim: ['2O2Fr$t4X7Zf8NOew3FLOH', '1hOSvn6df7F8_7GcBWlRGQ'], priority: ['medium', 'urgent'] } });
    expect(say('es', moved)).toEqual({ sentence: 'Carolina Vergara cambió el elemento BIM', details: ['Prioridad: Media → Urgente'] });
    expect(say('pt-BR', moved).sentence).toBe('Carolina Vergara trocou o elemento BIM');
  });
});
