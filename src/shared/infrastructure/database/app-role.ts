import type { Connection } from '@mikro-orm/postgresql';

/** The audit trail: the app adds to it and reads it, never changes or empties it (issue 32, low 8). */
const APPEND_ONLY_TABLES = ['game_history'];
const MIGRATIONS_TABLE = 'mikro_orm_migrations';

const identifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/**
 * Run by the owner's migration (DATABASE_OWNER_URL) for the app's connection (DATABASE_URL):
 * the app's role owns nothing, so it cannot alter, drop or disable a trigger on any table;
 * it reads and writes rows; of the trail it may only read and add; of the migrations ledger
 * only read (its own start-up looks for pending migrations). Made (LOGIN, no other power)
 * when missing, with the URL's password; an existing role is left as the operator made it,
 * only its rights are set. Run after every migration, so a new table is covered.
 */
export async function grantAppRole(connection: Connection, appDatabaseUrl: string): Promise<void> {
  const url = new URL(appDatabaseUrl);
  const role = decodeURIComponent(url.username);
  const [{ owner }] = await connection.execute<{ owner: string }[]>('select current_user as owner');
  if (!role || role === owner) return;
  const app = identifier(role);
  const [exists] = await connection.execute<{ super: boolean }[]>(
    'select rolsuper as super from pg_roles where rolname = ?',
    [role],
  );
  if (!exists) {
    await connection.execute(
      `create role ${app} login password ${literal(decodeURIComponent(url.password))} nosuperuser nocreatedb nocreaterole noreplication nobypassrls`,
    );
  } else if (exists.super) {
    throw new Error(
      `DATABASE_URL's role ${role} is a superuser: the app must run as a role with no powers over the schema (docs/operations.md "The app's database role")`,
    );
  }
  const [{ database }] = await connection.execute<{ database: string }[]>('select current_database() as database');
  await connection.execute(`grant connect, temporary on database ${identifier(database)} to ${app}`);
  await connection.execute(`grant usage on schema public to ${app}`);
  await connection.execute(`revoke create on schema public from ${app}`);
  await connection.execute(`grant select, insert, update, delete on all tables in schema public to ${app}`);
  await connection.execute(`revoke truncate, references, trigger on all tables in schema public from ${app}`);
  await connection.execute(`grant usage, select, update on all sequences in schema public to ${app}`);
  for (const table of APPEND_ONLY_TABLES)
    await connection.execute(`revoke update, delete on ${identifier(table)} from ${app}`);
  await connection.execute(`revoke insert, update, delete on ${identifier(MIGRATIONS_TABLE)} from ${app}`);
}
