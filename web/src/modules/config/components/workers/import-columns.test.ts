import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { fieldLabelKey, importRefusal, templateCsv } from './import-columns';

describe('worker import', () => {
  it('writes the template header in column order', () => {
    expect(templateCsv({ first_name: 'Nombre', last_name: 'Apellido', national_id: 'RUT', contractor: 'Empresa contratista', position: 'Cargo' })).toBe(
      'Nombre,Apellido,RUT,Empresa contratista,Cargo\n',
    );
  });

  it('labels the id column by the company kind', () => {
    expect(fieldLabelKey('national_id', 'cpf')).toBe('fields.national_id.cpf');
    expect(fieldLabelKey('contractor', 'rut')).toBe('fields.contractor');
  });

  it('sorts a refusal into missing columns, file and projects', () => {
    const error = new ApiError({
      status: 422,
      message: 'Los datos enviados no son válidos.',
      errors: { 'columns.national_id': ['Asigna una columna a este campo.'], 'columns.last_name': ['Asigna una columna a este campo.'], project_ids: ['Este campo es obligatorio.'] },
    });
    expect(importRefusal(error)).toEqual({ file: [], projects: ['Este campo es obligatorio.'], missingColumns: ['national_id', 'last_name'], other: [] });
    expect(importRefusal(new ApiError({ status: 500, message: 'Ha ocurrido un error' })).other).toEqual(['Ha ocurrido un error']);
  });
});
