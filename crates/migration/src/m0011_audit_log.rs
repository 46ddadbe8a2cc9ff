use sea_orm_migration::{prelude::*, schema::*};

#[allow(unused_imports)]
use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("audit_log")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid_null("company_id"))
                .col(uuid_null("user_id"))
                .col(string("action"))
                .col(string("entity"))
                .col(uuid_null("entity_id"))
                .col(json_null("before"))
                .col(json_null("after"))
                .col(string_null("ip"))
                .col(timestamp_with_time_zone("created_at"))
                .to_owned(),
        )
        .await?;
        m.create_index(index("audit_log", &["company_id", "entity", "entity_id"], false)).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "audit_log").await
    }
}
