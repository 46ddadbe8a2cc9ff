//! Issue 19: the append-only usage events behind usage insights, the invoices of billing, and the company's opt-in
//! to the anonymised benchmark.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("usage_events")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("user_id"))
                .col(uuid_null("project_id"))
                .col(string_len("session", 16))
                .col(string_len("module", 30))
                .col(string_len("action", 12))
                .col(timestamp_with_time_zone("at"))
                .foreign_key(&mut fk("usage_events", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("usage_events", &["company_id", "at"], false)).await?;
        m.create_table(
            Table::create()
                .table("invoices")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(string_len("number", 30))
                .col(date("period_start"))
                .col(date("period_end"))
                .col(string_len("plan", 10))
                .col(integer("seats"))
                .col(big_integer("amount_cents"))
                .col(string_len("currency", 3))
                .col(string_len("status", 10))
                .col(string_len("file_key", 300))
                .col(uuid("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("invoices", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("invoices", &["number"], true)).await?;
        m.create_index(index("invoices", &["company_id", "period_start"], false)).await?;
        m.alter_table(Table::alter().table("companies").add_column(boolean("benchmark_opt_in").default(false)).to_owned()).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(Table::alter().table("companies").drop_column("benchmark_opt_in").to_owned()).await?;
        drop(m, "invoices").await?;
        drop(m, "usage_events").await
    }
}
