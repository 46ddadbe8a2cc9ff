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
                .table("project_groups")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(string("name"))
                .col(integer_null("max_users"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("project_groups", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("project_groups", &["company_id"], false)).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "project_groups").await
    }
}
