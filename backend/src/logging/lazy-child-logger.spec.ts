import { Writable } from 'node:stream';
import { pino } from 'pino';
import { lazyChildLoggerFactory } from './lazy-child-logger';

function loggerWithLines(level: string) {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const logger = pino({ level, redact: ['*.email'] }, destination);
  const child = jest.spyOn(logger, 'child');
  return { logger, lines, child };
}

describe('the direct routes\' request logger', () => {
  const make = (logger: pino.Logger, options = {}) =>
    lazyChildLoggerFactory.call(undefined as never, logger, { reqId: 'essai-1' }, options, undefined as never) as pino.Logger;

  it('makes no pino child while the request writes nothing at an enabled level', () => {
    const { logger, lines, child } = loggerWithLines('warn');
    const log = make(logger);
    log.info({ res: { statusCode: 204 } }, 'requête traitée');
    log.debug('détail');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
    expect(log.isLevelEnabled('info')).toBe(false);
    expect(log.isLevelEnabled('error')).toBe(true);
    expect(log.bindings()).toEqual({ reqId: 'essai-1' });
    expect(child).not.toHaveBeenCalled();
  });

  it('writes through one child carrying the request id, with the logger\'s redaction', () => {
    const { logger, lines, child } = loggerWithLines('info');
    const log = make(logger);
    log.info({ user: { email: 'parent@exemple.fr' } }, 'requête traitée');
    log.error('en erreur');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { reqId: 'essai-1', msg: 'requête traitée', user: { email: '[Redacted]' } },
      { reqId: 'essai-1', msg: 'en erreur', level: 50 },
    ]);
  });

  it('keeps a level of its own (a route\'s logLevel) and a level set later', async () => {
    const { logger, lines } = loggerWithLines('info');
    const quiet = make(logger, { level: 'error' });
    quiet.warn('tu');
    expect(lines).toEqual([]);
    quiet.level = 'warn';
    quiet.warn('dit');
    expect(lines).toMatchObject([{ msg: 'dit' }]);
    const silent = make(logger, { level: 'silent' });
    silent.fatal('rien');
    expect(lines).toHaveLength(1);
    make(logger).child({ step: 'sous-partie' }).info('enfant');
    expect(lines[1]).toMatchObject({ reqId: 'essai-1', step: 'sous-partie', msg: 'enfant' });
  });
});
