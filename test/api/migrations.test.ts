import { Migrator, sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../server/platform/db/migrate.ts";
import { uniqueCategoryOrdersMigration } from "../../server/platform/db/migrations/036_unique_category_orders.ts";
import { migrationsFor } from "../../server/platform/db/migrations/migrations.ts";
import { createTestDatabase, testDialects } from "../support/testDatabases.ts";

for (const dialect of testDialects()) {
  describe(`migrations [${dialect}]`, () => {
    const drops: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const drop of drops) await drop();
    });
    /** A new database with the migrations up to `name` applied: the state an older version left. */
    const databaseMigratedTo = async (name: string) => {
      const { handle, drop } = await createTestDatabase(dialect);
      drops.push(drop);
      const migrator = new Migrator({
        db: handle.db,
        provider: { getMigrations: async () => migrationsFor(handle.dialect) },
      });
      expect((await migrator.migrateTo(name)).error).toBeUndefined();
      return handle;
    };

    it("create every table on an empty database and are safe to run again", async () => {
      const { handle, drop } = await createTestDatabase(dialect);
      drops.push(drop);
      await migrateToLatest(handle);
      await migrateToLatest(handle);
      const tables = [
        "users",
        "sessions",
        "categories",
        "articles",
        "article_tags",
        "article_versions",
        "slug_history",
        "ratings",
        "search_events",
        "media_files",
        "settings",
      ];
      for (const table of tables) {
        const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(
          handle.db,
        );
        expect(Number(rows[0]?.n), table).toBe(0);
      }
      const { rows } = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(
        handle.db,
      );
      const applied = Number(rows[0]?.n);
      await migrateToLatest(handle);
      const again = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(handle.db);
      expect(Number(again.rows[0]?.n)).toBe(applied);
    });

    it("give an authenticator set up before clock offsets were learned an offset of 0 steps", async () => {
      const handle = await databaseMigratedTo("066_large_help_center_indexes");
      const now = new Date().toISOString();
      await sql`insert into users (email, password_hash, role, created_at, updated_at)
        values ('before-offsets@example.com', 'x', 'editor', ${now}, ${now})`.execute(handle.db);
      await sql`insert into user_two_factor (user_id, secret_ciphertext, created_at, confirmed_at, last_used_step)
        select id, 'sealed', ${now}, ${now}, 12345 from users where email = 'before-offsets@example.com'`.execute(
        handle.db,
      );
      await migrateToLatest(handle);
      const row = await handle.db
        .selectFrom("userTwoFactor")
        .select(["clockOffsetSteps", "lastUsedStep"])
        .executeTakeFirstOrThrow();
      expect(Number(row.clockOffsetSteps)).toBe(0);
      expect(Number(row.lastUsedStep)).toBe(12345);
    });

    it("number categories that shared a display order uniquely, in the order the site showed them", async () => {
      const { handle, drop } = await createTestDatabase(dialect);
      drops.push(drop);
      await migrateToLatest(handle);
      const now = new Date().toISOString();
      for (const [slug, displayOrder] of [
        ["zebra", 2],
        ["alpha", 2],
        ["first", 0],
        ["last", 7],
      ] as const)
        await handle.db
          .insertInto("categories")
          .values({ slug, name: slug, description: "", displayOrder, createdAt: now, updatedAt: now })
          .execute();
      await uniqueCategoryOrdersMigration.up(handle.db);
      const rows = await handle.db
        .selectFrom("categories")
        .select(["slug", "displayOrder"])
        .orderBy("displayOrder")
        .execute();
      expect(rows).toEqual([
        { slug: "first", displayOrder: 0 },
        { slug: "alpha", displayOrder: 1 },
        { slug: "zebra", displayOrder: 2 },
        { slug: "last", displayOrder: 3 },
      ]);
    });

    // SQLite's migration does nothing: its head is matched in a table of its own.
    if (dialect === "postgres")
      it("mark the words of each stored search document's head, so that head-only terms match heads and never bodies", async () => {
        const handle = await databaseMigratedTo("068_media_url_index");
        const now = new Date().toISOString();
        // Two documents indexed before the marks: "pitch" in one's title, in the other's body.
        for (const [slug, title, body] of [
          ["pitching-in-rain", "Pitching in the rain", "Bring cocoa."],
          ["dark-evenings", "Dark evenings", "Pitch dark nights call for cocoa."],
        ] as const) {
          await sql`insert into articles (slug, title, content_text, status, created_at, updated_at)
            values (${slug}, ${title}, ${body}, 'published', ${now}, ${now})`.execute(handle.db);
          await sql`insert into search_vectors (article_id, head_document, document)
            select id, setweight(to_tsvector('english', ${title}), 'A'),
              setweight(to_tsvector('english', ${title}), 'A') || setweight(to_tsvector('english', ${body}), 'D')
            from articles where slug = ${slug}`.execute(handle.db);
        }
        await migrateToLatest(handle);
        const { rows } = await sql<{ slug: string }>`
          select a.slug from search_vectors v join articles a on a.id = v.article_id
          where v.document @@ '''^pitch'' & ''cocoa'''::tsquery`.execute(handle.db);
        expect(rows.map((row) => row.slug)).toEqual(["pitching-in-rain"]);
        // The rewrite's old row versions are reclaimed at once, not when autovacuum gets there.
        await sql`select pg_stat_clear_snapshot()`.execute(handle.db);
        const vacuumed = await sql<{ lastVacuum: string | null }>`
          select last_vacuum from pg_stat_user_tables where relname = 'search_vectors'`.execute(handle.db);
        expect(vacuumed.rows[0]?.lastVacuum ?? null).not.toBeNull();
      });

    // SQLite's migration does nothing: FTS5 keeps every word.
    if (dialect === "postgres")
      it("make every stored search document again with the short words PostgreSQL's english drops, phrases whole", async () => {
        const handle = await databaseMigratedTo("069_search_head_marks");
        const now = new Date().toISOString();
        await sql`insert into articles (slug, title, summary, content_text, status, created_at, updated_at)
          values ('signing-in', 'Signing in', 'Your account.', 'Log on with your email.', 'published', ${now}, ${now})`.execute(
          handle.db,
        );
        // Indexed before the migration as the engine then did: with english, which drops "on".
        await sql`insert into search_vectors (article_id, head_document, document)
          select id, head, head || body || array_to_tsvector(array(select '^' || lexeme from unnest(head)))
          from (select id, setweight(to_tsvector('english', title), 'A') ||
              setweight(to_tsvector('english', summary), 'C') as head,
            setweight(to_tsvector('english', content_text), 'D') as body from articles) vectors`.execute(
          handle.db,
        );
        const lexemes = async () =>
          (
            await sql<{
              lexemes: string[];
            }>`select tsvector_to_array(document) as lexemes from search_vectors`.execute(handle.db)
          ).rows[0]?.lexemes ?? [];
        expect(await lexemes()).not.toContain("on");
        await migrateToLatest(handle);
        expect(await lexemes()).toEqual(expect.arrayContaining(["on", "with", "log", "^sign"]));
        const phrase = await sql<{ found: boolean }>`
          select document @@ to_tsquery('cairn_english', ${"'log' <-> 'on'"}) as found from search_vectors`.execute(
          handle.db,
        );
        expect(phrase.rows).toEqual([{ found: true }]);
      });

    it("index the vocabulary by trigrams on PostgreSQL (pg_trgm) and leave SQLite's alone", async () => {
      const { handle, drop } = await createTestDatabase(dialect);
      drops.push(drop);
      await migrateToLatest(handle);
      const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(handle.db);
      expect(applied.rows.map((row) => row.name)).toContain("004_trigram");
      if (dialect === "postgres") {
        const { rows } = await sql<{ indexdef: string }>`
          select indexdef from pg_indexes where tablename = 'search_words' and indexname = 'search_words_trigram'`.execute(
          handle.db,
        );
        expect(rows[0]?.indexdef).toMatch(/USING gin \(word gin_trgm_ops\) WITH \(fastupdate=.?off/);
        const extension = await sql<{ n: number }>`
          select count(*) as n from pg_extension where extname = 'pg_trgm'`.execute(handle.db);
        expect(Number(extension.rows[0]?.n)).toBe(1);
      } else {
        const { rows } = await sql<{ name: string }>`
          select name from sqlite_master where type = 'index' and tbl_name = 'search_words' and name not like 'sqlite_autoindex%'`.execute(
          handle.db,
        );
        expect(rows).toEqual([]);
      }
    });
  });
}
