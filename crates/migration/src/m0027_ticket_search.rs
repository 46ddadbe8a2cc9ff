//! Indexes for the ticket list over large projects (bench/tickets.sh, 200,000 tickets):
//! - the text search: SQLite keeps a trigram FTS5 index of subject and description, fed by triggers so every
//!   writer (creation, edits, merges, the bench seeder) keeps it exact; PostgreSQL uses `pg_trgm` GIN indexes on
//!   the lower-cased columns, which serve the list's `LOWER(col) LIKE '%text%'` as they are;
//! - the orders the list walks: by number or by priority within a status, and by number within a responsible
//!   ("no responsible" included), so a page is read in order instead of sorting every match.
//!
//! FTS5 keys its rows by an integer, and a table whose key is a UUID has only an implicit rowid, which `VACUUM`
//! may renumber; `ticket_search_keys` gives every ticket a stable integer instead.

use sea_orm_migration::sea_orm::{ConnectionTrait, DbBackend};
use sea_orm_migration::prelude::*;

use crate::helpers::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m0027_ticket_search"
    }
}

const SQLITE: &[&str] = &[
    "CREATE TABLE ticket_search_keys (id INTEGER PRIMARY KEY, ticket_id TEXT NOT NULL UNIQUE)",
    "CREATE VIRTUAL TABLE ticket_search USING fts5(subject, description, content='', contentless_delete=1, tokenize='trigram remove_diacritics 1')",
    "CREATE TRIGGER tickets_search_insert AFTER INSERT ON tickets BEGIN
        INSERT INTO ticket_search_keys (ticket_id) VALUES (new.id);
        INSERT INTO ticket_search (rowid, subject, description) VALUES (last_insert_rowid(), new.subject, coalesce(new.description, ''));
    END",
    "CREATE TRIGGER tickets_search_update AFTER UPDATE OF subject, description ON tickets BEGIN
        DELETE FROM ticket_search WHERE rowid = (SELECT id FROM ticket_search_keys WHERE ticket_id = old.id);
        INSERT INTO ticket_search (rowid, subject, description)
            VALUES ((SELECT id FROM ticket_search_keys WHERE ticket_id = new.id), new.subject, coalesce(new.description, ''));
    END",
    "CREATE TRIGGER tickets_search_delete AFTER DELETE ON tickets BEGIN
        DELETE FROM ticket_search WHERE rowid = (SELECT id FROM ticket_search_keys WHERE ticket_id = old.id);
        DELETE FROM ticket_search_keys WHERE ticket_id = old.id;
    END",
    "INSERT INTO ticket_search_keys (ticket_id) SELECT id FROM tickets",
    "INSERT INTO ticket_search (rowid, subject, description)
        SELECT k.id, t.subject, coalesce(t.description, '') FROM ticket_search_keys k JOIN tickets t ON t.id = k.ticket_id",
];

const POSTGRES: &[&str] = &[
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    "CREATE INDEX IF NOT EXISTS ix_tickets_subject_trgm ON tickets USING gin (lower(subject) gin_trgm_ops)",
    "CREATE INDEX IF NOT EXISTS ix_tickets_description_trgm ON tickets USING gin (lower(description) gin_trgm_ops)",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let statements = match db.get_database_backend() {
            DbBackend::Sqlite => SQLITE,
            _ => POSTGRES,
        };
        for sql in statements {
            db.execute_unprepared(sql).await?;
        }
        m.create_index(index("tickets", &["project_id", "scope", "status", "number"], false)).await?;
        m.create_index(index("tickets", &["project_id", "scope", "status", "priority_rank", "number"], false)).await?;
        m.create_index(index("tickets", &["project_id", "scope", "responsible_id", "number"], false)).await?;
        m.drop_index(Index::drop().name("ix_tickets_project_id_responsible_id").table("tickets").to_owned()).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let statements: &[&str] = match db.get_database_backend() {
            DbBackend::Sqlite => &[
                "DROP TRIGGER IF EXISTS tickets_search_insert",
                "DROP TRIGGER IF EXISTS tickets_search_update",
                "DROP TRIGGER IF EXISTS tickets_search_delete",
                "DROP TABLE IF EXISTS ticket_search",
                "DROP TABLE IF EXISTS ticket_search_keys",
            ],
            _ => &["DROP INDEX IF EXISTS ix_tickets_subject_trgm", "DROP INDEX IF EXISTS ix_tickets_description_trgm"],
        };
        for sql in statements {
            db.execute_unprepared(sql).await?;
        }
        m.create_index(index("tickets", &["project_id", "responsible_id"], false)).await?;
        m.drop_index(Index::drop().name("ix_tickets_project_id_scope_status_number").table("tickets").to_owned()).await?;
        m.drop_index(Index::drop().name("ix_tickets_project_id_scope_status_priority_rank_number").table("tickets").to_owned()).await?;
        m.drop_index(Index::drop().name("ix_tickets_project_id_scope_responsible_id_number").table("tickets").to_owned()).await
    }
}
