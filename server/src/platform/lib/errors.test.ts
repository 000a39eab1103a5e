import { ERROR_CATALOGUE } from '@iprism/shared/contracts';
import { AppError, appError } from './errors';

describe('appError', () => {
  it('takes the status and, unless given, the message from the catalogue', () => {
    const err = appError('NO_CREDITS');
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'NO_CREDITS', statusCode: 402, message: ERROR_CATALOGUE.NO_CREDITS.message });
  });

  it('keeps a precise message and details, never a different status', () => {
    const details = [{ path: 'email', message: 'taken' }];
    const err = appError('CONFLICT', 'This e-mail is already registered', details);
    expect(err).toMatchObject({ code: 'CONFLICT', statusCode: 409, message: 'This e-mail is already registered', details });
  });
});
