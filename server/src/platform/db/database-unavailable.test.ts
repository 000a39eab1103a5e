import { isDatabaseUnavailable } from './database-unavailable';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['admin shutdown (pg_ctl stop -m fast)', coded('terminating connection due to administrator command', '57P01')],
    ['server starting up', coded('the database system is starting up', '57P03')],
    ['connection failure', coded('connection failure', '08006')],
    ['dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['refused on every address', new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')],
    ['wrapped', new Error('loading the session failed', { cause: coded('x', 'ECONNRESET') })],
  ])('%s → unavailable', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['unique violation', coded('duplicate key value violates unique constraint', '23505')],
    ['syntax error', coded('syntax error at or near "SELEC"', '42601')],
    ['query cancelled by statement timeout', coded('canceling statement due to statement timeout', '57014')],
    ['any other error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s → not unavailable', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
