import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../common/project-root';
import { MAIL_TEMPLATES } from './mail-templates';
import { compileMjml, MjmlCompiler } from './mjml-compiler';
import { mailLayout } from './templates/layout';

/** The thread's script as `npm run test:api` builds it before its files (dist/): this spec runs in the api tier. */
const BUILT_THREAD = join(projectRoot(), 'dist', 'backend', 'src', 'mail', 'mjml-thread.js');
const LAYOUT = mailLayout(MAIL_TEMPLATES['parent-deposit-paid'].body);

describe('MjmlCompiler', () => {
  let compiler: MjmlCompiler;
  beforeAll(() => {
    if (!existsSync(BUILT_THREAD)) throw new Error('dist/ absent : lancez npm run build avant les tests.');
  });
  beforeEach(() => {
    compiler = new MjmlCompiler(BUILT_THREAD);
  });
  afterEach(async () => {
    await compiler.close();
  });

  it('compiles in its thread what MJML compiles in this one', async () => {
    const inThread = await compiler.compile(LAYOUT);
    expect(inThread).toContain('<!doctype html>');
    expect(inThread).toEqual(await compileMjml(LAYOUT));
  });

  it('answers each of several layouts sent at once with its own result, and refuses an invalid one with its reason', async () => {
    const invalid = '<mjml><mj-body><mj-section><mj-text>Pas dans une colonne</mj-text></mj-section></mj-body></mjml>';
    const [valid, refused] = await Promise.allSettled([compiler.compile(LAYOUT), compiler.compile(invalid)]);
    expect(valid).toEqual({ status: 'fulfilled', value: await compileMjml(LAYOUT) });
    expect(refused.status).toBe('rejected');
    expect(String((refused as PromiseRejectedResult).reason)).toContain('mj-text cannot be used inside mj-section');
  });

  it('fails what a lost thread was compiling, then compiles in a new thread', async () => {
    const thread = compiler.start()!;
    const lost = compiler.compile(LAYOUT);
    await thread.terminate();
    await expect(lost).rejects.toThrow("Le fil de compilation MJML s'est arrêté");
    expect(await compiler.compile(LAYOUT)).toEqual(await compileMjml(LAYOUT));
    expect(compiler.start()).not.toBe(thread);
  });

  it('compiles in the calling thread without the built script', async () => {
    const inPlace = new MjmlCompiler(undefined);
    expect(inPlace.start()).toBeUndefined();
    expect(await inPlace.compile(LAYOUT)).toContain('<!doctype html>');
  });
});
