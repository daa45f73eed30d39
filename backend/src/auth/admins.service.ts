import { Inject, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { eq, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.types';
import { admins } from './auth.schema';

export type Admin = typeof admins.$inferSelect;

/** OWASP's argon2id baseline (19 MiB, 2 passes). */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class AdminsService {
  /** Verified against when the e-mail is unknown, so both answers take the same time. */
  private dummyHash?: Promise<string>;

  /** Every admin request looks its admin up: built and planned once (a Drizzle prepared statement). */
  private readonly activeById;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.activeById = db
      .select()
      .from(admins)
      .where(eq(admins.id, sql.placeholder('id')))
      .limit(1)
      .prepare('admin_by_id');
  }

  hashPassword(password: string): Promise<string> {
    return argon2.hash(password, HASH_OPTIONS);
  }

  async findByEmail(email: string): Promise<Admin | undefined> {
    const [admin] = await this.db.select().from(admins).where(eq(admins.email, email.trim().toLowerCase())).limit(1);
    return admin;
  }

  async findActiveById(id: string): Promise<Admin | undefined> {
    const [admin] = await this.activeById.execute({ id });
    return admin && !admin.disabled ? admin : undefined;
  }

  /** The admin when the e-mail and password match an enabled account; always one argon2 verification. */
  async verifyCredentials(email: string, password: string): Promise<Admin | undefined> {
    const admin = await this.findByEmail(email);
    this.dummyHash ??= this.hashPassword('mot-de-passe-factice-pour-egaliser-le-temps');
    const valid = await argon2.verify(admin?.passwordHash ?? (await this.dummyHash), password);
    if (!admin || !valid || admin.disabled) return undefined;
    await this.db.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, admin.id));
    return admin;
  }

  /** Creates the admin, or resets its password and re-enables it. */
  async upsert(email: string, password: string): Promise<{ admin: Admin; created: boolean }> {
    const normalized = email.trim().toLowerCase();
    const passwordHash = await this.hashPassword(password);
    const existing = await this.findByEmail(normalized);
    if (existing) {
      const [admin] = await this.db
        .update(admins)
        .set({ passwordHash, passwordChangedAt: new Date(), disabled: false })
        .where(eq(admins.id, existing.id))
        .returning();
      return { admin, created: false };
    }
    const [admin] = await this.db.insert(admins).values({ email: normalized, passwordHash }).returning();
    return { admin, created: true };
  }

  async count(): Promise<number> {
    const rows = await this.db.select({ id: admins.id }).from(admins).limit(1);
    return rows.length;
  }
}
