import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isDatabaseUnavailable } from './database-unavailable';

const pgError = (code: string) => Object.assign(new Error('from the server'), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused (wrapped by Drizzle)', new DrizzleQueryError('select 1', [], Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))],
    ['several addresses refused', new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })])],
    ['socket closed', new Error('Connection terminated unexpectedly')],
    ['connect timeout', new Error('Connection terminated due to connection timeout')],
    ['pool wait timeout', new Error('timeout exceeded when trying to connect')],
    ['read timeout', new Error('Query read timeout')],
    ['broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['admin shutdown (terminated backend)', pgError('57P01')],
    ['cannot connect now (starting up)', pgError('57P03')],
    ['too many connections', pgError('53300')],
    ['connection failure', pgError('08006')],
    ['statement timeout', pgError('57014')],
    ['PGlite closed', new Error('PGlite is closed')],
  ])('%s: yes', (_, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['unique violation', pgError('23505')],
    ['bad input', pgError('22P02')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('%s: no', (_, error) => expect(isDatabaseUnavailable(error)).toBe(false));

  it('stops on a cause that loops', () => {
    const a: { cause?: unknown } = new Error('a');
    a.cause = a;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
