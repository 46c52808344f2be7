import type { CreateTableBuilder, Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * The product's entities (users, categories, articles with their tags and versions, ratings, media
 * files, settings) plus what a real system needs: sessions, old slugs, search events.
 */
export function initialMigration(dialect: Dialect): Migration {
  const ts = dialect.timestampType;
  return {
    async up(db: Kysely<unknown>) {
      const withId = (table: CreateTableBuilder<string, never>) =>
        table.addColumn("id", dialect.idType, (col) =>
          dialect.autoIncrement ? col.primaryKey().autoIncrement() : col.primaryKey(),
        );

      await withId(db.schema.createTable("users").ifNotExists())
        .addColumn("email", "text", (col) => col.notNull().unique())
        .addColumn("password_hash", "text", (col) => col.notNull())
        .addColumn("role", "text", (col) => col.notNull())
        .addColumn("must_change_password", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("created_at", ts, (col) => col.notNull())
        .addColumn("updated_at", ts, (col) => col.notNull())
        .addColumn("last_login_at", ts)
        .execute();

      await db.schema
        .createTable("sessions")
        .ifNotExists()
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", ts, (col) => col.notNull())
        .addColumn("last_seen_at", ts, (col) => col.notNull())
        .addColumn("expires_at", ts, (col) => col.notNull())
        .addColumn("ip", "text")
        .addColumn("user_agent", "text")
        .execute();
      await db.schema
        .createIndex("sessions_user_id")
        .ifNotExists()
        .on("sessions")
        .column("user_id")
        .execute();

      await withId(db.schema.createTable("categories").ifNotExists())
        .addColumn("slug", "text", (col) => col.notNull().unique())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("display_order", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("created_at", ts, (col) => col.notNull())
        .addColumn("updated_at", ts, (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable("articles").ifNotExists())
        .addColumn("slug", "text", (col) => col.notNull().unique())
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("summary", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("content_html", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("content_text", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("status", "text", (col) => col.notNull().defaultTo("draft"))
        .addColumn("category_id", "integer", (col) => col.references("categories.id").onDelete("cascade"))
        .addColumn("cover_image_url", "text")
        .addColumn("cover_image_position", "integer", (col) => col.notNull().defaultTo(50))
        .addColumn("seo_title", "text")
        .addColumn("seo_description", "text")
        .addColumn("featured", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("published_at", ts)
        .addColumn("created_at", ts, (col) => col.notNull())
        .addColumn("updated_at", ts, (col) => col.notNull())
        .addColumn("helpful_count", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("not_helpful_count", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("verification_interval", "text", (col) => col.notNull().defaultTo("none"))
        .addColumn("custom_verification_date", ts)
        .addColumn("last_verified_at", ts)
        .addColumn("verification_expires_at", ts)
        .addColumn("author_id", "integer", (col) => col.references("users.id").onDelete("set null"))
        .addColumn("updated_by_id", "integer", (col) => col.references("users.id").onDelete("set null"))
        .execute();
      await db.schema
        .createIndex("articles_status_category")
        .ifNotExists()
        .on("articles")
        .columns(["status", "category_id"])
        .execute();
      await db.schema
        .createIndex("articles_updated_at")
        .ifNotExists()
        .on("articles")
        .column("updated_at")
        .execute();

      await db.schema
        .createTable("article_tags")
        .ifNotExists()
        .addColumn("article_id", "integer", (col) =>
          col.notNull().references("articles.id").onDelete("cascade"),
        )
        .addColumn("tag", "text", (col) => col.notNull())
        .addColumn("position", "integer", (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("article_tags_pk", ["article_id", "tag"])
        .execute();
      await db.schema
        .createIndex("article_tags_tag")
        .ifNotExists()
        .on("article_tags")
        .column("tag")
        .execute();

      await withId(db.schema.createTable("article_versions").ifNotExists())
        .addColumn("article_id", "integer", (col) =>
          col.notNull().references("articles.id").onDelete("cascade"),
        )
        .addColumn("snapshot", "text", (col) => col.notNull())
        .addColumn("editor_id", "integer", (col) => col.references("users.id").onDelete("set null"))
        .addColumn("created_at", ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("article_versions_article")
        .ifNotExists()
        .on("article_versions")
        .columns(["article_id", "id"])
        .execute();

      await db.schema
        .createTable("slug_history")
        .ifNotExists()
        .addColumn("old_slug", "text", (col) => col.primaryKey())
        .addColumn("article_id", "integer", (col) =>
          col.notNull().references("articles.id").onDelete("cascade"),
        )
        .addColumn("created_at", ts, (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable("ratings").ifNotExists())
        .addColumn("article_id", "integer", (col) =>
          col.notNull().references("articles.id").onDelete("cascade"),
        )
        .addColumn("visitor_id", "text", (col) => col.notNull())
        .addColumn("value", "integer", (col) => col.notNull())
        .addColumn("created_at", ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("ratings_article_visitor")
        .ifNotExists()
        .on("ratings")
        .columns(["article_id", "visitor_id", "created_at"])
        .execute();

      await withId(db.schema.createTable("search_events").ifNotExists())
        .addColumn("query", "text", (col) => col.notNull())
        .addColumn("result_count", "integer", (col) => col.notNull())
        .addColumn("created_at", ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("search_events_created_at")
        .ifNotExists()
        .on("search_events")
        .column("created_at")
        .execute();

      await withId(db.schema.createTable("media_files").ifNotExists())
        .addColumn("filename", "text", (col) => col.notNull())
        .addColumn("mime_type", "text", (col) => col.notNull())
        .addColumn("size", "integer", (col) => col.notNull())
        .addColumn("storage_key", "text", (col) => col.notNull().unique())
        .addColumn("url", "text", (col) => col.notNull())
        .addColumn("uploaded_by_id", "integer", (col) => col.references("users.id").onDelete("set null"))
        .addColumn("uploaded_at", ts, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("settings")
        .ifNotExists()
        .addColumn("id", "integer", (col) => col.primaryKey())
        .addColumn("value", "text", (col) => col.notNull())
        .addColumn("updated_at", ts, (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        "settings",
        "media_files",
        "search_events",
        "ratings",
        "slug_history",
        "article_versions",
        "article_tags",
        "articles",
        "categories",
        "sessions",
        "users",
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
