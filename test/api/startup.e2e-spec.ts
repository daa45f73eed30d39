import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../../backend/src/common/project-root';
import { databaseUrl, withAdminClient } from '../support/database';
import { startServer } from '../support/server';

const entry = join(projectRoot(), 'dist', 'backend', 'src', 'main.js');

async function cityCount(url: string): Promise<number> {
  const response = await fetch(`${url}/api/cities?range=[0,0]`);
  return Number(response.headers.get('content-range')!.split('/')[1]);
}

describe('Démarrage', () => {
  it('keeps its data and seeds nothing twice when started twice on the same database', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const dbName = `ptm_restart_${process.pid}`;
    if (serverUrl) await withAdminClient((c) => c.query(`CREATE DATABASE ${dbName}`));
    const env = serverUrl ? { DATABASE_URL: databaseUrl(serverUrl, dbName), DEMO_DATA: 'false' } : {};
    // What the output held when the communes' first line came: printed as they happen, not all at once at the end.
    let outputAtFirstCommunes: string | undefined;
    const first = await startServer({
      empty: true,
      keepData: true,
      env: { ...env, LOG_LEVEL: 'info' },
      onOutput: (output) => {
        if (outputAtFirstCommunes === undefined && output.includes('ajout des communes (0 /')) outputAtFirstCommunes = output;
      },
    });
    try {
      const cities = await cityCount(first.url);
      expect(cities).toBeGreaterThan(35_000);
      expect(outputAtFirstCommunes).toContain('migrations appliquées');
      expect(outputAtFirstCommunes).not.toContain('Communes ajoutées');
      const steps = first.logs().split('\n').filter((line) => /Communes ajoutées|Coordonnées des communes/.test(line));
      // The figures are grouped as in French, with a narrow no-break space.
      expect(steps.map((line) => (JSON.parse(line) as { msg: string }).msg.replace(/\u202f/g, ' '))).toEqual([
        'Communes ajoutées : 10 000 / 35 493',
        'Communes ajoutées : 20 000 / 35 493',
        'Communes ajoutées : 30 000 / 35 493',
        'Communes ajoutées : 35 493 / 35 493 ; calcul de leurs coordonnées',
        'Coordonnées des communes : 35 493 / 35 493 lignes (100,0 %)',
      ]);
      const login = await fetch(`${first.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@test.fr', password: 'mot-de-passe-admin-test' }),
      });
      const { token } = (await login.json()) as { token: string };
      await first.stop();

      const second = await startServer({ dataDir: first.dataDir, env });
      try {
        expect(await cityCount(second.url)).toBe(cities);
        const sectors = (await (await fetch(`${second.url}/api/activity-sectors`)).json()) as unknown[];
        expect(new Set(sectors.map((s) => (s as { id: string }).id)).size).toBe(sectors.length);
        // The token of the first run still opens the API: same admin, same secret.
        const me = await fetch(`${second.url}/api/admin/me`, { headers: { Authorization: `Bearer ${token}` } });
        expect(me.status).toBe(200);
      } finally {
        await second.stop();
      }
    } finally {
      const { rmSync } = await import('node:fs');
      rmSync(first.dataDir, { recursive: true, force: true });
      if (serverUrl) await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    }
    // Two real server starts, the first seeding every commune into an empty database.
  }, 180_000);

  const production: Record<string, string> = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://www.exemple.fr',
    JWT_SECRET: 'x'.repeat(40),
    ALTCHA_HMAC_KEY: 'a'.repeat(40),
    DATABASE_URL: 'postgres://127.0.0.1:1/none',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    SMTP_URL: 'smtp://127.0.0.1:1',
    OPERATOR_LEGAL_NAME: 'Ateliers Exemple SAS',
    OPERATOR_ADDRESS: '1 place Exemple, 69001 Lyon',
    OPERATOR_SIRET: '12345678200002',
    OPERATOR_VAT_NUMBER: 'FR11123456782',
    OPERATOR_IBAN: 'FR7630006000011234567890189',
    OPERATOR_BIC: 'AGRIFRPP882',
    OPERATOR_PUBLICATION_DIRECTOR: 'Dominique Exemple',
    OPERATOR_HOST_NAME: 'Hébergeur Exemple SAS',
    OPERATOR_HOST_ADDRESS: '2 rue Exemple, 59100 Roubaix',
    OPERATOR_HOST_PHONE: '03 00 00 00 00',
    OPERATOR_MEDIATOR_NAME: 'Médiateur Exemple',
    OPERATOR_MEDIATOR_ADDRESS: '3 rue Exemple, 75008 Paris',
    OPERATOR_MEDIATOR_URL: 'https://mediateur.example',
  };
  /** The built server started with exactly these settings (no .env: it runs in test/). */
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, [entry], { env: { PATH: process.env.PATH ?? '', ...env }, cwd: join(projectRoot(), 'test'), encoding: 'utf8', timeout: 30_000 });

  it.each([
    'PUBLIC_URL',
    'JWT_SECRET',
    'ALTCHA_HMAC_KEY',
    'DATABASE_URL',
    'STRIPE_SECRET_KEY',
    'SMTP_URL',
    'OPERATOR_SIRET',
    'OPERATOR_VAT_NUMBER',
    'OPERATOR_IBAN',
    'OPERATOR_PUBLICATION_DIRECTOR',
    'OPERATOR_HOST_NAME',
    'OPERATOR_HOST_ADDRESS',
    'OPERATOR_HOST_PHONE',
    'OPERATOR_MEDIATOR_NAME',
    'OPERATOR_MEDIATOR_ADDRESS',
    'OPERATOR_MEDIATOR_URL',
  ])(
    'refuses to start in production without %s, with one clear line',
    (missing) => {
      const env = { ...production };
      delete env[missing];
      const result = start(env);
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(`Configuration manquante en production : ${missing} doit être défini.`);
    },
  );

  it.each([
    ['OPERATOR_SIRET', '12345678200003', 'numéro SIRET invalide'],
    ['OPERATOR_IBAN', 'FR7630006000011234567890188', 'IBAN invalide'],
    ['OPERATOR_BIC', 'AGRI', 'BIC invalide'],
    ['OPERATOR_BIC', 'DEUTDEFFXXX', "le BIC n'est pas du pays de OPERATOR_IBAN"],
  ])('refuses to start with an invalid %s, with one clear line', (name, value, reason) => {
    const result = start({ ...production, [name]: value });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(`Configuration invalide : ${name} (${reason})`);
  });

  it.each([
    ['production', production],
    ['development', { NODE_ENV: 'development', DATA_DIR: '/nonexistent/never-created' }],
  ])('refuses to start in %s when ADMIN_PASSWORD is too weak for the back office, with one clear line', (_, env) => {
    for (const weak of ['motdepasse', 'azertyuiop123', 'admin@exemple.fr2024']) {
      const result = start({ ...env, ADMIN_EMAIL: 'admin@exemple.fr', ADMIN_PASSWORD: weak });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Configuration invalide : ADMIN_PASSWORD \(Le mot de passe est trop faible : au moins 10 caractères.*\)$/);
    }
  });
});
