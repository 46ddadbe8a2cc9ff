//! Covering indexes for the ticket list's costly shapes (bench/README.md): a status or "no responsible" list walks
//! its index in number order and checks `merged_into` and the company in the index itself, so a deep page skips
//! index entries rather than table rows; a custom-field filter probes (ticket, field, value) without the table.
use sea_orm_migration::{prelude::*, sea_query::IndexCreateStatement};

use crate::helpers::index;

#[derive(DeriveMigrationName)]
pub struct Migration;

fn named(name: &str, columns: &[&'static str]) -> IndexCreateStatement {
    let mut stmt = Index::create();
    stmt.name(name).table("tickets").if_not_exists();
    for column in columns {
        stmt.col(*column);
    }
    stmt.to_owned()
}

fn drop_index(name: &str, table: &'static str) -> IndexDropStatement {
    Index::drop().name(name).table(table).to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_index(named("ix_tickets_list_status", &["project_id", "scope", "status", "merged_into", "number", "company_id"])).await?;
        m.create_index(named("ix_tickets_list_responsible", &["project_id", "scope", "responsible_id", "merged_into", "number", "company_id"])).await?;
        m.create_index(index("ticket_field_values", &["ticket_id", "field_id", "value"], false)).await?;
        m.drop_index(drop_index("ix_tickets_project_id_scope_status_number", "tickets")).await?;
        m.drop_index(drop_index("ix_tickets_project_id_scope_responsible_id_number", "tickets")).await?;
        m.drop_index(drop_index("ix_ticket_field_values_ticket_id", "ticket_field_values")).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_index(index("tickets", &["project_id", "scope", "status", "number"], false)).await?;
        m.create_index(index("tickets", &["project_id", "scope", "responsible_id", "number"], false)).await?;
        m.create_index(index("ticket_field_values", &["ticket_id"], false)).await?;
        m.drop_index(drop_index("ix_tickets_list_status", "tickets")).await?;
        m.drop_index(drop_index("ix_tickets_list_responsible", "tickets")).await?;
        m.drop_index(drop_index("ix_ticket_field_values_ticket_id_field_id_value", "ticket_field_values")).await
    }
}
