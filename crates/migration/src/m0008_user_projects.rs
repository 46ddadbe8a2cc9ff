use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("user_projects")
                .if_not_exists()
                .col(uuid("user_id"))
                .col(uuid("project_id"))
                .col(uuid("company_id"))
                .col(timestamp_with_time_zone("created_at"))
                .primary_key(Index::create().col("user_id").col("project_id"))
                .foreign_key(&mut fk("user_projects", "user_id", "users", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("user_projects", "project_id", "projects", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("user_projects", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("user_projects", &["project_id"], false)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "user_projects").await
    }
}
