import { describe, expect, it } from 'vitest';
import { CONNECTOR_KINDS } from './connector-kinds';
import { initialValues, missingToActivate, placeErrors, toInput } from './connector-form-model';
import { connector } from './test-fixtures';

const crm = CONNECTOR_KINDS.crm;
const itemMessage = (item: string, message: string) => `«${item}»: ${message}`;

describe('connector form model', () => {
  it('opens with the stored settings, the defaults where none is stored, and every secret empty', () => {
    const values = initialValues(crm, connector({ active: true, settings: { app_id: '42', error_emails: ['a@b.cl'], send_copy: true }, secrets_set: ['access_token'] }));
    expect(values).toEqual({
      active: true,
      settings: { app_id: '42', pipeline_id: '', access_token: '', error_emails: ['a@b.cl'], send_copy: true, base_url: 'https://api.hubapi.com' },
    });
  });

  it('sends a secret only when one was typed, and trims texts and e-mails', () => {
    const values = initialValues(crm, connector({ secrets_set: ['access_token'] }));
    values.settings = { ...values.settings, app_id: ' 42 ', access_token: '   ', error_emails: [' a@b.cl ', ''] };
    const kept = toInput(crm, values, 3);
    expect(kept.version).toBe(3);
    expect(kept.settings).not.toHaveProperty('access_token');
    expect(kept.settings).toMatchObject({ app_id: '42', error_emails: ['a@b.cl'], send_copy: false });

    values.settings.access_token = ' pat-new ';
    expect(toInput(crm, values, 3).settings.access_token).toBe('pat-new');
  });

  it('needs every required field to activate, counting a saved secret and a default as there', () => {
    const values = initialValues(crm, connector());
    expect(missingToActivate(crm, values, [])).toEqual([]);
    values.active = true;
    expect(missingToActivate(crm, values, [])).toEqual(['app_id', 'pipeline_id', 'access_token']);
    values.settings = { ...values.settings, app_id: '1', pipeline_id: '2', base_url: '' };
    expect(missingToActivate(crm, values, ['access_token'])).toEqual([]);
  });

  it('puts 422 errors under their fields, an e-mail error with its address, and the rest apart', () => {
    const values = initialValues(crm, connector({ settings: { error_emails: ['ok@b.cl', 'mal'] } }));
    const placed = placeErrors(
      crm,
      {
        'settings.app_id': ['Obligatorio.'],
        'settings.error_emails.1': ['No es un correo válido.'],
        'settings.error_emails': ['Como máximo 5.'],
        active: ['Activa y configura esta integración primero.'],
        version: ['Otro error.'],
      },
      values,
      itemMessage,
    );
    expect(placed.fields).toEqual({
      'settings.app_id': 'Obligatorio.',
      'settings.error_emails': '«mal»: No es un correo válido.',
      active: 'Activa y configura esta integración primero.',
    });
    expect(placed.other).toEqual(['Otro error.']);
  });

  it('leaves a field the kind does not have among the rest', () => {
    const placed = placeErrors(CONNECTOR_KINDS.hr, { 'settings.app_id': ['x'] }, initialValues(CONNECTOR_KINDS.hr, connector({ kind: 'hr' })), itemMessage);
    expect(placed).toEqual({ fields: {}, other: ['x'] });
  });
});
