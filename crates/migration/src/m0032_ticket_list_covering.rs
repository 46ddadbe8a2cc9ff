//! Indexes for the ticket list's costly shapes (bench/README.md). Every list leaves merged tickets out, so its
//! indexes are partial (`WHERE merged_into IS NULL`): PostgreSQL does not treat `IS NULL` on a leading column as
//! an equality, and would sort rather than walk the index in number order. A status, responsible or "no
//! responsible" list walks its index in number order with the company and id in the index, so a deep page skips
//! index entries rather than table rows; a custom-field filter probes (ticket, field, value) without the table.
use sea_orm_migration::{prelude::*, sea_orm::ConnectionTrait};

use crate::helpers::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

const CREATE: &[&str] = &[
    "CREATE INDEX IF NOT EXISTS ix_tickets_list_status ON tickets (project_id, scope, status, number, company_id, id) WHERE merged_into IS NULL",
    "CREATE INDEX IF NOT EXISTS ix_tickets_list_responsible ON tickets (project_id, scope, responsible_id, number, company_id, id) WHERE merged_into IS NULL",
    "CREATE INDEX IF NOT EXISTS ix_tickets_list_unassigned ON tickets (project_id, scope, number, company_id, id) WHERE merged_into IS NULL AND responsible_id IS NULL",
];
const REPLACED: &[&str] = &["ix_tickets_project_id_scope_status_number", "ix_tickets_project_id_scope_responsible_id_number", "ix_ticket_field_values_ticket_id"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        for sql in CREATE {
            db.execute_unprepared(sql).await?;
        }
        m.create_index(index("ticket_field_values", &["ticket_id", "field_id", "value"], false)).await?;
        for name in REPLACED {
            db.execute_unprepared(&format!("DROP INDEX IF EXISTS {name}")).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_index(index("tickets", &["project_id", "scope", "status", "number"], false)).await?;
        m.create_index(index("tickets", &["project_id", "scope", "responsible_id", "number"], false)).await?;
        m.create_index(index("ticket_field_values", &["ticket_id"], false)).await?;
        let db = m.get_connection();
        for name in ["ix_tickets_list_status", "ix_tickets_list_responsible", "ix_tickets_list_unassigned", "ix_ticket_field_values_ticket_id_field_id_value"] {
            db.execute_unprepared(&format!("DROP INDEX IF EXISTS {name}")).await?;
        }
        Ok(())
    }
}
