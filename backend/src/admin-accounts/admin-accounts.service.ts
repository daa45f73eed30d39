import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { AuditService } from '../audit/audit.service';
import { type Admin, AdminsService } from '../auth/admins.service';
import { admins } from '../auth/auth.schema';
import { ApiError } from '../common/api-error';
import { filterIds, filterString, type ListPage, type ListQuery } from '../common/list-query';
import { passwordWeakness } from '../common/password-strength';
import { escapeLike } from '../common/text-search';
import { isUuid } from '../common/uuid';
import { validationFailure } from '../common/validation.pipe';
import { DATABASE, type Database, type Transaction } from '../database/database.types';

/** An operator account as the back office sees it: never its password hash. */
export interface AdminRecord {
  _id: string;
  id: string;
  email: string;
  disabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export const ADMIN_SORTABLE = ['id', 'email', 'disabled', 'createdAt', 'lastLoginAt'] as const;

const SORT_COLUMNS = {
  id: admins.id,
  email: admins.email,
  disabled: admins.disabled,
  createdAt: admins.createdAt,
  lastLoginAt: admins.lastLoginAt,
} as const;

const NOT_FOUND = 'Administrateur introuvable.';
const ALREADY_EXISTS = 'Un administrateur existe déjà avec cette adresse e-mail.';
const NOTHING_TO_CHANGE = 'Indiquez un nouveau mot de passe ou le nouvel état du compte.';
const SELF_DISABLE = 'Vous ne pouvez pas désactiver votre propre compte.';
const LAST_ENABLED = 'Le dernier administrateur actif ne peut pas être désactivé.';

const accountState = (disabled: boolean) => (disabled ? 'disabled' : 'enabled');

/** The back office's management of operator accounts: list, add, reset a password, disable and enable. */
@Injectable()
export class AdminAccountsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly admins: AdminsService,
    private readonly audit: AuditService,
  ) {}

  async list(query: ListQuery): Promise<ListPage<AdminRecord>> {
    const where = conditions(query.filter);
    const column = SORT_COLUMNS[(query.sort?.field ?? 'email') as keyof typeof SORT_COLUMNS] ?? admins.email;
    const order = (query.sort?.order ?? 'ASC') === 'ASC' ? asc(column) : desc(column);
    let select = this.db.select().from(admins).where(where).orderBy(order, asc(admins.email)).$dynamic();
    if (query.range) select = select.limit(query.range.end - query.range.start + 1).offset(query.range.start);
    const [rows, [{ total }]] = await Promise.all([select, this.db.select({ total: count() }).from(admins).where(where)]);
    return { rows: rows.map(toRecord), total };
  }

  async findOne(id: string): Promise<AdminRecord> {
    const [row] = isUuid(id) ? await this.db.select().from(admins).where(eq(admins.id, id)).limit(1) : [];
    if (!row) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND);
    return toRecord(row);
  }

  /** A new, enabled account; the e-mail (lower-cased by the DTO) must be free. */
  async create(email: string, password: string, actor: string): Promise<AdminRecord> {
    checkStrength(password, email);
    if (await this.admins.findByEmail(email)) throw new ApiError(HttpStatus.CONFLICT, ALREADY_EXISTS, 'ADMIN_EXISTS');
    const passwordHash = await this.admins.hashPassword(password);
    return this.db.transaction(async (tx) => {
      // The unique e-mail settles a race between two creations of the same account.
      const [row] = await tx.insert(admins).values({ email, passwordHash }).onConflictDoNothing({ target: admins.email }).returning();
      if (!row) throw new ApiError(HttpStatus.CONFLICT, ALREADY_EXISTS, 'ADMIN_EXISTS');
      await this.audit.record(tx, { entityType: 'admin', entityId: row.id, action: 'create', actor, statusAfter: 'enabled' });
      return toRecord(row);
    });
  }

  /**
   * Resets the password and/or disables or enables the account, with one audit row per change. Nobody disables
   * themselves, and at least one enabled admin always remains.
   */
  async update(id: string, changes: { password?: string; disabled?: boolean }, actor: string): Promise<AdminRecord> {
    if (changes.password === undefined && changes.disabled === undefined) {
      throw validationFailure([{ field: 'password', message: NOTHING_TO_CHANGE }]);
    }
    const current = await this.findOne(id);
    if (changes.disabled === true && id === actor) throw new ApiError(HttpStatus.CONFLICT, SELF_DISABLE, 'ADMIN_SELF_DISABLE');
    let passwordHash: string | undefined;
    if (changes.password !== undefined) {
      checkStrength(changes.password, current.email);
      passwordHash = await this.admins.hashPassword(changes.password);
    }
    return this.db.transaction(async (tx) => {
      if (changes.disabled === true) await this.keepOneEnabledBesides(tx, id);
      const [before] = await tx.select().from(admins).where(eq(admins.id, id)).for('update');
      if (!before) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND);
      const toggles = changes.disabled !== undefined && changes.disabled !== before.disabled;
      if (!passwordHash && !toggles) return toRecord(before);
      const [row] = await tx
        .update(admins)
        .set({ ...(passwordHash ? { passwordHash, passwordChangedAt: new Date() } : {}), ...(toggles ? { disabled: changes.disabled } : {}) })
        .where(eq(admins.id, id))
        .returning();
      if (passwordHash) await this.audit.record(tx, { entityType: 'admin', entityId: id, action: 'reset_password', actor });
      if (toggles) {
        await this.audit.record(tx, {
          entityType: 'admin',
          entityId: id,
          action: row.disabled ? 'disable' : 'enable',
          actor,
          statusBefore: accountState(before.disabled),
          statusAfter: accountState(row.disabled),
        });
      }
      return toRecord(row);
    });
  }

  /**
   * Locks every enabled account, always in id order so that two admins disabling each other wait instead of
   * deadlocking, and refuses when `id` is the only one.
   */
  private async keepOneEnabledBesides(tx: Transaction, id: string): Promise<void> {
    const enabled = await tx.select({ id: admins.id }).from(admins).where(eq(admins.disabled, false)).orderBy(asc(admins.id)).for('update');
    if (!enabled.some((admin) => admin.id !== id)) throw new ApiError(HttpStatus.CONFLICT, LAST_ENABLED, 'ADMIN_LAST_ENABLED');
  }
}

function checkStrength(password: string, email: string): void {
  const weakness = passwordWeakness(password, [email]);
  if (weakness) throw validationFailure([{ field: 'password', message: weakness }]);
}

function conditions(filter: Record<string, unknown>): SQL | undefined {
  const list: SQL[] = [];
  const ids = filterIds(filter);
  if (ids) list.push(inArray(admins.id, ids.filter(isUuid)));
  const q = filterString(filter, 'q');
  if (q) list.push(sql`${admins.email} LIKE ${'%' + escapeLike(q.trim().toLowerCase()) + '%'}`);
  const disabled = filterBoolean(filter, 'disabled');
  if (disabled !== undefined) list.push(eq(admins.disabled, disabled));
  return list.length ? and(...list) : undefined;
}

/** true/false, as a boolean (BooleanInput) or a string (a select or a URL); anything else is a 400. */
function filterBoolean(filter: Record<string, unknown>, name: string): boolean | undefined {
  const value = filter[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw validationFailure([{ field: name, message: `Le filtre ${name} doit valoir true ou false.` }]);
}

function toRecord(row: Admin): AdminRecord {
  return {
    _id: row.id,
    id: row.id,
    email: row.email,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}
