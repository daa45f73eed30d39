import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { openCommandDatabase } from '../database/cli-database';
import { AdminsService } from './admins.service';
import { passwordWeakness } from '../common/password-strength';

/** npm run admin:create -- --email … --password … : adds an admin, or resets its password and re-enables it. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const email = values.email?.trim() ?? '';
  const password = values.password ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !password) {
    console.error('Usage : npm run admin:create -- --email admin@exemple.fr --password "un mot de passe fort"');
    process.exit(2);
  }
  // The back office's rule for operator accounts (see password-strength.ts).
  const weakness = passwordWeakness(password, [email]);
  if (weakness) {
    console.error(weakness);
    process.exit(2);
  }
  const handle = await openCommandDatabase('admin:create');
  try {
    const { created } = await new AdminsService(handle.db).upsert(email, password);
    console.log(created ? `Administrateur créé : ${email.toLowerCase()}` : `Mot de passe réinitialisé : ${email.toLowerCase()}`);
  } finally {
    await handle.close();
  }
}

void main();
