/**
 * Every table has one owner, and only its owner writes it. A module writes its own tables (insertInto,
 * updateTable, deleteFrom) and reads others' through joins; to change another module's rows it calls that
 * module's service, or records an event the owner listens to. This test reads every server file that may
 * write (the modules, and the infrastructure under them; not seed/ and the migrations, which fill and
 * shape every table), finds each table written, and holds it against TABLE_OWNERS. Files are matched by
 * their module folder, so a module may split its repository into as many files as it likes.
 *
 * The table of a write is read from its argument: a string literal ('applications as a' names
 * `applications`), or else the argument's type, which must be a union of table names (resume's sections
 * pass `table: SectionTable`). A write whose table cannot be told fails too.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Database } from '../src/db/types';

type Table = keyof Database;

/** Who writes each table: a module folder of server/src/modules, or `db` for the infrastructure's own. */
const TABLE_OWNERS = {
  account: ['users', 'sessions', 'account_deletions', 'data_exports', 'recruiter_verifications'],
  applications: ['applications', 'application_stages', 'interviews', 'interview_slots', 'interview_proposals'],
  assistant: ['assistant_sessions', 'assistant_messages'],
  auth: ['captchas', 'sms_codes', 'rate_counters', 'consents'],
  chat: ['conversations', 'chat_messages', 'chat_settings'],
  reports: ['reports', 'report_measures', 'report_audit'],
  company: ['companies', 'company_join_requests'],
  content: ['agreements', 'articles', 'intros', 'common_menus', 'app_versions'],
  contracts: ['contracts', 'contract_events'],
  notifications: ['notifications'],
  subscriptions: ['wechat_subscriptions', 'wechat_chat_notices'],
  preferences: ['notification_preferences', 'sms_daily_counts'],
  outbox: ['outbox'],
  oa: ['staff', 'staff_access_log', 'projects', 'project_members'],
  // positions_fts is the search index that triggers on `positions` keep (db/search.ts).
  positions: ['positions', 'positions_fts', 'saved_positions', 'position_views'],
  resume: [
    'resume_basics',
    'resume_expectations',
    'resume_experiences',
    'resume_projects',
    'resume_educations',
    'resume_skills',
    'resume_blocked_companies',
    'resume_views',
    // An expectation's category rows (0024), written with it.
    'resume_expectation_categories',
    // Resume files (附件简历, 0038) and who they went to.
    'resume_files',
    'resume_file_grants',
  ],
  // The jobs' leases (db/leases.ts): below every module, taken by the jobs plugin.
  db: ['job_leases'],
} satisfies Record<string, Table[]>;

const ownerOf = new Map<string, string>(
  Object.entries(TABLE_OWNERS).flatMap(([owner, tables]) => tables.map((table) => [table, owner] as const)),
);

const serverSrc = path.resolve(__dirname, '../src');
const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
const RAW_WRITE = /\b(insert\s+into|update\s+\w+\s+set|delete\s+from)\b/i;

/**
 * Who a file writes as: its module (`modules/<m>/…` -> m), else its layer folder (`db/leases.ts` -> db) or
 * its own name (app.ts). seed/ and the migrations are not checked.
 */
function writerOf(file: string): string | undefined {
  const parts = path.relative(serverSrc, file).split(path.sep);
  if (parts[0] === 'seed' || (parts[0] === 'db' && parts[1] === 'migrations')) return undefined;
  if (parts[0] === 'modules' && parts.length > 2) return parts[1];
  return parts.length > 1 ? parts[0] : parts.join('/');
}

/** The tables an argument names: its literal, or the string literals its type is a union of. */
function tablesNamed(argument: ts.Expression, checker: ts.TypeChecker | undefined): string[] | undefined {
  let expr = argument;
  // `table as 'resume_projects'` only quiets Kysely's types: the table is what `table` holds.
  while (ts.isAsExpression(expr) || ts.isParenthesizedExpression(expr)) expr = expr.expression;
  if (ts.isStringLiteralLike(expr)) return [expr.text.split(/\s+as\s+/)[0]];
  if (!checker) return undefined;
  let type = checker.getTypeAtLocation(expr);
  if (type.isTypeParameter()) type = checker.getBaseConstraintOfType(type) ?? type;
  const members = type.isUnion() ? type.types : [type];
  if (!members.every((member) => member.isStringLiteral())) return undefined;
  return members.map((member) => (member as ts.StringLiteralType).value);
}

/** Each write in a file that its writer does not own, as `file:line: what`. */
function foreignWrites(source: ts.SourceFile, writer: string, checker?: ts.TypeChecker): string[] {
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${path.relative(serverSrc, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      WRITES.has(node.expression.name.text) &&
      node.arguments.length > 0
    ) {
      const tables = tablesNamed(node.arguments[0], checker);
      if (!tables)
        found.push(`${where(node)}: ${node.expression.name.text}(${node.arguments[0].getText(source)}), table unknown`);
      for (const table of tables ?? []) {
        const owner = ownerOf.get(table);
        if (owner !== writer) found.push(`${where(node)}: ${writer} writes ${table} (owner: ${owner ?? 'none'})`);
      }
    }
    if (
      ts.isTaggedTemplateExpression(node) &&
      node.tag.getText(source) === 'sql' &&
      RAW_WRITE.test(node.template.getText(source))
    ) {
      found.push(
        `${where(node)}: ${writer} writes through raw SQL (write with Kysely's builder, so the table is seen)`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('repositories write only their own tables', () => {
  const files = (fs.readdirSync(serverSrc, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(serverSrc, file))
    .filter((file) => writerOf(file) !== undefined);
  // The server's files and common/ alone, without libraries: enough to see which tables a type names, and
  // a few seconds faster than the whole program.
  const commonDir = path.resolve(serverSrc, '../../common');
  const commonFiles = (fs.readdirSync(commonDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(commonDir, file));
  const program = ts.createProgram([...files, ...commonFiles], {
    noResolve: true,
    noLib: true,
    types: [],
    baseUrl: path.resolve(serverSrc, '../..'),
    paths: { '@common/*': ['common/*'] },
  });
  const checker = program.getTypeChecker();

  it('gives every table exactly one owner', () => {
    const database = program
      .getSourceFile(path.join(serverSrc, 'db/types.ts'))
      ?.statements.find(
        (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database',
      );
    expect(database).toBeDefined();
    const tables = checker
      .getTypeAtLocation(database!)
      .getProperties()
      .map((p) => p.name);
    const listed = Object.values(TABLE_OWNERS).flat();
    expect([...listed].sort()).toEqual([...tables].sort()); // each listed once, none left out
  });

  it('finds no module or layer writing a table it does not own', () => {
    const found = files.flatMap((file) => foreignWrites(program.getSourceFile(file)!, writerOf(file)!, checker));
    expect(found).toEqual([]);
  });

  it('reports a write of another module’s table, however aliased or cast', () => {
    const text = [
      "export const rename = (db: any) => db.updateTable('users as u').set({ name: 'x' }).execute();",
      "export const keep = (db: any) => db.insertInto('conversations').values({}).execute();",
      "export const cast = (db: any, t: string) => db.deleteFrom(t as 'conversations').execute();",
      'export const raw = (db: any) => sql`delete from users where id = 1`.execute(db);',
    ].join('\n');
    const file = path.join(serverSrc, 'modules/chat/chat.repository.ts');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
    expect(foreignWrites(source, 'chat')).toEqual([
      'modules/chat/chat.repository.ts:1: chat writes users (owner: account)',
      "modules/chat/chat.repository.ts:3: deleteFrom(t as 'conversations'), table unknown",
      "modules/chat/chat.repository.ts:4: chat writes through raw SQL (write with Kysely's builder, so the table is seen)",
    ]);
  });
});
