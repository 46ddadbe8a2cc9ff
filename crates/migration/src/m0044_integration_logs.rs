//! The error log of the connectors (issue 18): what each connection test, push, sync, export or import did, and why
//! it failed.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("integration_logs")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(string_len("kind", 30))
                .col(string_len("level", 8))
                .col(string_len("action", 30))
                .col(string_len("message", 500))
                .col(uuid_null("user_id"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("integration_logs", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("integration_logs", &["company_id", "kind", "created_at"], false)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "integration_logs").await
    }
}
