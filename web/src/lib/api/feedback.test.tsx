import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { errorNotification } from './feedback';

describe('error notification', () => {
  it('shows a 422 in orange with the field errors listed', () => {
    const error = new ApiError({ status: 422, message: 'Revisa los datos', errors: { a: ['uno'], b: ['dos', 'tres'] } });
    const notification = errorNotification(error);
    expect(notification.color).toBe('orange');
    expect(notification.title).toBe('Revisa los datos');
    expect(error.fieldMessages).toEqual(['uno', 'dos', 'tres']);
    expect(notification.autoClose).toBe(8000);
    expect(notification.withCloseButton).toBe(true);
  });

  it('shows any other error in red', () => {
    expect(errorNotification(new ApiError({ status: 500, message: 'Ha ocurrido un error' })).color).toBe('red');
    expect(errorNotification(new ApiError({ status: 403, message: 'Sin permisos para realizar esta acción' })).color).toBe('red');
  });
});
